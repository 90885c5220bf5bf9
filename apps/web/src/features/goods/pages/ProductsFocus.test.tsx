import { screen, waitFor, within } from '@testing-library/react';
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

/** Issue 30: an event's link (`/products?good=<id>`) opens the good itself where it is now, not «Ожидаются». */
describe('a link to one good', { timeout: 60_000 }, () => {
  it('opens the tab the good is in now, with the good on top', async () => {
    const shipped = goodFixture({
      id: 5,
      description: 'Кеды белые',
      goodStatus: { id: 30, title: 'Отправлен' },
    });
    const { callsTo } = mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture()),
      'GET /api/client/my-recipient-data': () => json(page([])),
      'GET /api/client/my-goods/counters': () => json(countersFixture({ waiting: 3, sent: 1 })),
      'GET /api/additional-service/e-object-type/GOODS': () => json(page(GOOD_SERVICES)),
      'GET /api/goods/cl/5': () => json(shipped),
      'GET /api/client/my-goods': () => json(page([shipped])),
    });
    renderApp('/products?good=5');

    const focused = await screen.findByRole('region', { name: 'Товар по ссылке' }, { timeout: 15_000 });
    expect(within(focused).getByRole('article', { name: 'Кеды белые' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Отправленные/ })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(callsTo('GET /api/client/my-goods').length).toBeGreaterThan(0));
    expect(callsTo('GET /api/client/my-goods').map((call) => call.search.get('section'))).toEqual(['sent']);
  });
});
