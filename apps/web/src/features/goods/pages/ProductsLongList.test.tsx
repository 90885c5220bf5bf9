import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetchMock';
import { myInfoFixture } from '../../../test/fixtures';
import { countersFixture, GOOD_SERVICES, goodFixture } from '../../../test/goodFixtures';
import { page } from '../../../test/recipientFixtures';
import { renderApp } from '../../../test/renderApp';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});

const TOTAL = 300;

describe('a long goods list', () => {
  it('unfolds into a list of all its goods that draws only the cards in sight, and folds back to ten', async () => {
    const many = Array.from({ length: TOTAL }, (_, index) =>
      goodFixture({ id: index + 1, description: `Товар ${index + 1}` }),
    );
    mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture()),
      'GET /api/client/my-recipient-data': () => json(page([])),
      'GET /api/client/my-goods/counters': () => json(countersFixture({ waiting: TOTAL })),
      'GET /api/additional-service/e-object-type/GOODS': () => json(page(GOOD_SERVICES)),
      'GET /api/client/my-goods': () => json(page(many)),
    });
    renderApp('/products?section=waiting');
    await screen.findByRole('article', { name: 'Товар 1' }, { timeout: 10_000 });
    const list = () => screen.getByRole('list', { name: /./ });
    expect(within(list()).getAllByRole('article')).toHaveLength(10);

    await userEvent.click(screen.getByRole('button', { name: `Показать ещё (${TOTAL - 10})` }));
    const drawn = within(list()).getAllByRole('listitem');
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.length).toBeLessThan(TOTAL);
    // Each drawn card says where it stands in the whole list, in order from the first.
    expect(drawn[0]).toHaveAttribute('aria-setsize', String(TOTAL));
    expect(drawn.map((item) => item.getAttribute('aria-posinset'))).toEqual(
      drawn.map((_, index) => String(index + 1)),
    );
    expect(within(drawn[0]!).getByRole('article', { name: 'Товар 1' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Свернуть' }));
    expect(within(list()).getAllByRole('article')).toHaveLength(10);
    expect(within(list()).getAllByRole('listitem')[0]).not.toHaveAttribute('aria-setsize');
  }, 30_000);
});
