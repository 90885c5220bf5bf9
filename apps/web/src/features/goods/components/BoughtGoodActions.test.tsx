import { BOUGHT_GOOD_MESSAGES } from '@cargo/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetchMock';
import { myInfoFixture } from '../../../test/fixtures';
import { countersFixture, GOOD_SERVICES, goodFixture } from '../../../test/goodFixtures';
import { page } from '../../../test/recipientFixtures';
import { renderApp } from '../../../test/renderApp';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

/** Issue 30, item 1 (decision 051): a good bought from a paid buyout lot offers no «Удалить» and says why. */
describe('a good the service bought for the customer', () => {
  it('has no «Удалить» but the reason, while an ordinary expected good keeps it', async () => {
    mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture()),
      'GET /api/client/my-recipient-data': () => json(page([])),
      'GET /api/client/my-goods/counters': () => json(countersFixture({ waiting: 2 })),
      'GET /api/additional-service/e-object-type/GOODS': () => json(page(GOOD_SERVICES)),
      'GET /api/client/my-goods': () =>
        json(
          page([
            goodFixture({ id: 4, description: 'Куртка из заказа', orderUnitId: 31, boughtByService: true }),
            goodFixture({ id: 5, description: 'Кеды' }),
          ]),
        ),
      'GET /api/notifications': () => json({ data: [], totalElements: 0, totalPages: 0, page: 1, unread: 0 }),
    });
    renderApp('/products?section=waiting');

    const bought = await screen.findByRole('article', { name: 'Куртка из заказа' });
    expect(within(bought).queryByRole('button', { name: /Удалить/ })).not.toBeInTheDocument();
    expect(within(bought).getByText(BOUGHT_GOOD_MESSAGES.deleteHint)).toBeInTheDocument();
    // The rest of its actions stay.
    expect(within(bought).getByRole('link', { name: 'Изменить: Куртка из заказа' })).toBeInTheDocument();

    const own = screen.getByRole('article', { name: 'Кеды' });
    expect(within(own).getByRole('button', { name: 'Удалить: Кеды' })).toBeInTheDocument();
    expect(within(own).queryByText(BOUGHT_GOOD_MESSAGES.deleteHint)).not.toBeInTheDocument();
  });
});
