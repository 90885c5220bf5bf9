import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUDIT_MESSAGES, type AuditEntry } from '@cargo/domain';
import { json, mockFetch } from '../../../test/fetchMock';
import { myInfoFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

const weigh: AuditEntry = {
  id: 90,
  at: '2026-11-27T08:15:00.000Z',
  actor: { id: 5, email: 'sklad@example.ru' },
  actorRoles: ['warehouse'],
  operation: 'PUT /api/staff/parcels/{id}/weigh',
  action: 'parcel.weigh',
  objectType: 'parcel',
  objectId: '1234',
  customerId: 3,
  changes: [
    { field: 'statusId', before: '30', after: '33' },
    { field: 'deliveryPrice', before: null, after: '3912.00 RUB' },
  ],
  reason: null,
  requestId: 'req-1',
  ip: '10.0.0.5',
};
const correction: AuditEntry = {
  ...weigh,
  id: 91,
  actor: { id: 6, email: 'finance@example.ru' },
  actorRoles: ['finance'],
  operation: 'POST /api/staff/customers/{customerId}/corrections',
  action: 'customer.correction',
  objectType: 'account',
  objectId: '8',
  changes: [{ field: 'balance', before: '0.00 RUB', after: '500.00 RUB' }],
  reason: 'Компенсация',
};

describe('the audit desk (/staff/audit)', () => {
  it('lists who did what with the changes, filters by person, object, action and days, and exports that as CSV', async () => {
    const createObjectURL = vi.fn(() => 'blob:audit');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const { callsTo } = mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture({ role: 'staff' })),
      'GET /api/staff/audit/actors': () =>
        json([
          { id: 6, email: 'finance@example.ru' },
          { id: 5, email: 'sklad@example.ru' },
        ]),
      'GET /api/staff/audit': (call) =>
        json({
          data: call.search.get('actorId') === '5' ? [weigh] : [correction, weigh],
          totalElements: 2,
          totalPages: 0,
          page: 1,
        }),
      'GET /api/staff/audit/export': () =>
        new Response('\uFEFFКогда (UTC);Сотрудник\n', { headers: { 'Content-Type': 'text/csv' } }),
    });
    renderApp('/staff/audit');

    const table = await screen.findByRole('table', { name: 'Журнал действий' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByText('Корректировка баланса')).toBeInTheDocument();
    expect(within(first!).getByText('balance: 0.00 RUB → 500.00 RUB')).toBeInTheDocument();
    expect(within(first!).getByText('Компенсация')).toBeInTheDocument();
    expect(within(second!).getByText('Взвешивание и расчёт посылки')).toBeInTheDocument();
    expect(within(second!).getByText('Склад')).toBeInTheDocument();
    expect(within(second!).getByText('Посылка 1234')).toBeInTheDocument();
    expect(within(second!).getByText('Клиент K0003')).toBeInTheDocument();
    expect(within(second!).getByText('deliveryPrice: — → 3912.00 RUB')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Сотрудник' }));
    await userEvent.click(await screen.findByRole('option', { name: 'sklad@example.ru' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Объект' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Посылка' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Номер' }), '1234');
    await userEvent.type(screen.getByRole('textbox', { name: 'С' }), '01.11.2026');
    await userEvent.type(screen.getByRole('textbox', { name: 'По' }), '27.11.2026');
    await userEvent.click(screen.getByRole('button', { name: 'Найти' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    const asked = callsTo('GET /api/staff/audit').at(-1)!.search;
    expect(Object.fromEntries(asked)).toMatchObject({
      actorId: '5',
      objectType: 'parcel',
      objectId: '1234',
      from: '2026-11-01',
      to: '2026-11-27',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Скачать CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(Object.fromEntries(callsTo('GET /api/staff/audit/export')[0]!.search)).toMatchObject({
      actorId: '5',
      objectType: 'parcel',
      objectId: '1234',
    });
  });

  it('refuses a period that ends before it starts, with the domain’s words', async () => {
    const { callsTo } = mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture({ role: 'staff' })),
      'GET /api/staff/audit/actors': () => json([]),
      'GET /api/staff/audit': () => json({ data: [weigh], totalElements: 1, totalPages: 0, page: 1 }),
    });
    renderApp('/staff/audit');
    await screen.findByRole('table', { name: 'Журнал действий' });
    await userEvent.type(screen.getByRole('textbox', { name: 'С' }), '27.11.2026');
    await userEvent.type(screen.getByRole('textbox', { name: 'По' }), '01.11.2026');
    await userEvent.click(screen.getByRole('button', { name: 'Найти' }));
    expect(await screen.findByText(AUDIT_MESSAGES.periodInvalid)).toBeInTheDocument();
    expect(callsTo('GET /api/staff/audit')).toHaveLength(1);
  });
});
