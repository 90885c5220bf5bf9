import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetchMock';
import { myInfoFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { staffLotFixture, staffLotsPage } from './staffLotFixture';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

const OWNER_IN_CHINESE = {
  id: 1,
  email: 'owner@example.ru',
  name: 'Владелец',
  roles: ['owner'],
  deskLanguage: 'zh',
};

/** Decision 066: the buyer's desk speaks the member's Chinese — texts, statuses, money and dates. */
describe('the buyer’s desk in Chinese', { timeout: 60_000 }, () => {
  it('shows the queue, its lots, yuan and the date a lot was taken the Chinese way', async () => {
    const taken = staffLotFixture({ takenBy: { id: 5, name: 'Ольга' }, takenAt: '2026-11-20T09:30:00.000Z' });
    mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture({ role: 'staff' })),
      'GET /api/staff/me': () => json(OWNER_IN_CHINESE),
      'GET /api/staff/orders/lots': () => json(staffLotsPage([taken], { '50': 1 })),
    });
    renderApp('/staff/orders');
    expect(await screen.findByRole('heading', { name: '代购' }, { timeout: 15_000 })).toBeInTheDocument();
    const lot = await screen.findByRole('article', { name: '订单行 34' });
    expect(within(lot).getByText('客户单价').nextSibling).toHaveTextContent('¥95.00');
    expect(within(lot).getByText('含佣金 5% 合计').nextSibling).toHaveTextContent('¥200.55');
    expect(within(lot).getByText('已等待 3 小时')).toBeInTheDocument();
    expect(within(lot).getByText(/^处理人：Ольга，2026\/11\/20/)).toBeInTheDocument();
    expect(within(lot).getByRole('button', { name: '开始处理' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '等待购买 1' })).toBeChecked();
    expect(screen.queryByText('Выкуп')).not.toBeInTheDocument();
  });
});
