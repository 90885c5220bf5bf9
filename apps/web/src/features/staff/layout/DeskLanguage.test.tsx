import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '@cargo/domain';
import { json, mockFetch } from '../../../test/fetchMock';
import { myInfoFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

const entry: AuditEntry = {
  id: 90,
  at: '2026-11-27T08:15:00.000Z',
  actor: { id: 5, email: 'sklad@example.ru' },
  actorRoles: ['warehouse'],
  operation: 'PUT /api/staff/parcels/{id}/weigh',
  action: 'parcel.weigh',
  objectType: 'parcel',
  objectId: '1234',
  customerId: 3,
  changes: [],
  reason: null,
  requestId: 'req-1',
  ip: '10.0.0.5',
};
const OWNER = { id: 1, email: 'owner@example.ru', name: 'Владелец', roles: ['owner'] };

function deskWith(deskLanguage: 'ru' | 'zh') {
  let stored = deskLanguage;
  return mockFetch({
    'GET /api/client/my-info': () => json(myInfoFixture({ role: 'staff' })),
    'GET /api/staff/me': () => json({ ...OWNER, deskLanguage: stored }),
    'PUT /api/staff/me/language': (call) => {
      stored = (call.body as { language: 'ru' | 'zh' }).language;
      return json({ message: 'Язык рабочего места сохранён' });
    },
    'GET /api/staff/audit/actors': () => json([{ id: 5, email: 'sklad@example.ru' }]),
    'GET /api/staff/audit': () => json({ data: [entry], totalElements: 1, totalPages: 1, page: 1 }),
  });
}

/** Decision 066: the desk speaks Russian or Chinese, each member's own choice, remembered on the account. */
describe('the desk language switch', () => {
  it('switches the desk to Chinese: headings, sections, statuses of the trail and dates follow, the choice is stored', async () => {
    const { callsTo } = deskWith('ru');
    renderApp('/staff/audit');
    const table = await screen.findByRole('table', { name: 'Журнал действий' });
    expect(within(table).getByText(/27\.11\.2026/)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ru');

    await userEvent.click(screen.getByText('中文'));

    expect(await screen.findByRole('heading', { name: '操作日志' })).toBeInTheDocument();
    const zhTable = screen.getByRole('table', { name: '操作日志' });
    expect(within(zhTable).getByRole('columnheader', { name: '时间' })).toBeInTheDocument();
    expect(within(zhTable).getByText('包裹称重与计费')).toBeInTheDocument();
    expect(within(zhTable).getByText('包裹 1234')).toBeInTheDocument();
    expect(within(zhTable).getByText(/2026\/11\/27/)).toBeInTheDocument();
    expect(within(zhTable).queryByText(/27\.11\.2026/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '退出' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /操作日志/ })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(callsTo('PUT /api/staff/me/language').map((call) => call.body)).toEqual([{ language: 'zh' }]);

    await userEvent.click(screen.getByText('Рус'));
    expect(await screen.findByRole('heading', { name: 'Журнал действий' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('ru'));
  });

  it('opens in the language remembered on the account (signing in again), and the cabinet stays Russian', async () => {
    deskWith('zh');
    const { unmount } = renderApp('/staff/audit');
    expect(await screen.findByRole('heading', { name: '操作日志' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('zh-CN');
    unmount();
    // Leaving the desk brings Russian back for whatever is shown next.
    expect(document.documentElement.lang).toBe('ru');
  });
});
