import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Good } from '@cargo/domain';
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

const onStore = { goodStatus: { id: 20, title: 'На складе' } };

function showGoods(goods: Good[]) {
  mockFetch({
    'GET /api/client/my-info': () => json(myInfoFixture()),
    'GET /api/client/my-recipient-data': () => json(page([])),
    'GET /api/client/my-goods/counters': () => json(countersFixture({ onstore: goods.length })),
    'GET /api/additional-service/e-object-type/GOODS': () => json(page(GOOD_SERVICES)),
    'GET /api/client/my-goods': () => json(page(goods)),
  });
  renderApp('/products?section=onstore');
}

describe('goods list: storage days (decision 031)', () => {
  it('shows the free days left, or the daily fee and the debt, on each good; nothing before receipt', async () => {
    const storage = { feesFrom: '2026-12-01', dailyFeeRub: 10, accruing: true };
    showGoods([
      goodFixture({
        id: 1,
        description: 'Куртка',
        ...onStore,
        storage: { ...storage, daysLeft: 12, dueRub: 0 },
      }),
      goodFixture({
        id: 2,
        description: 'Кеды',
        ...onStore,
        storage: { ...storage, daysLeft: 0, dueRub: 30 },
      }),
      goodFixture({ id: 3, description: 'Шапка', storage: null }),
    ]);
    const jacket = await screen.findByRole('article', { name: /Куртка/ });
    expect(within(jacket).getByTestId('storage-badge')).toHaveTextContent(
      'Бесплатное хранение: осталось 12 дн.',
    );
    const shoes = screen.getByRole('article', { name: /Кеды/ });
    expect(within(shoes).getByTestId('storage-badge')).toHaveTextContent(
      'Платное хранение: 10 ₽ в день, долг 30 ₽',
    );
    const hat = screen.getByRole('article', { name: /Шапка/ });
    expect(within(hat).queryByTestId('storage-badge')).toBeNull();
  });
});
