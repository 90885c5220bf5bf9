import type { AuditEntry, StaffParcelDetails } from '@cargo/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetchMock';
import { myInfoFixture } from '../../../test/fixtures';
import { goodFixture } from '../../../test/goodFixtures';
import { staffTicketFixture } from '../../../test/helpdeskFixtures';
import { parcelDetailsFixture } from '../../../test/parcelFixtures';
import { page } from '../../../test/recipientFixtures';
import { renderApp } from '../../../test/renderApp';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

/** A delivered insured parcel: in no queue of the desk, its insurance claim is taken on its page. */
const delivered = (claimed = false): StaffParcelDetails => ({
  ...parcelDetailsFixture({
    id: 12,
    name: 'Куртки зимние',
    statusId: 600,
    clientId: 3,
    deliveryCost: 1500,
    outgoingDeclaration: 'RA123456789CN',
    insured: true,
    insuranceClaim: claimed
      ? { id: 1, amount: 2000, currency: 'RUB', reason: 'Порвана', createdAt: '2026-11-20T10:00:00.000Z' }
      : null,
    goods: [goodFixture({ id: 41, description: 'Куртка', incomingDeclaration: 'LP00112233CN' })],
  }),
  clientEmail: 'ivan@example.ru',
  photoReportsMissing: [],
  insuranceClaimed: claimed,
});

const history: AuditEntry[] = [
  {
    id: 1,
    at: '2026-11-18T09:30:00.000Z',
    actor: { id: 2, email: 'sklad@example.ru' },
    actorRoles: ['warehouse'],
    operation: 'PUT /api/staff/parcels/{id}/ship',
    action: 'parcel.ship',
    objectType: 'parcel',
    objectId: '12',
    customerId: 3,
    changes: [{ field: 'statusId', before: '40', after: '50' }],
    reason: null,
    requestId: 'r-1',
    ip: '127.0.0.1',
  },
];

function handlers(roles: string[], claimed = false) {
  return mockFetch({
    'GET /api/client/my-info': () => json(myInfoFixture({ role: 'staff' })),
    'GET /api/staff/me': () => json({ id: 9, email: 'm@example.ru', name: 'Мария', roles }),
    'GET /api/staff/parcels/12': () => json(delivered(claimed)),
    'GET /api/staff/history/parcel/12': () => json(history),
    'GET /api/staff/helpdesk/tickets': () =>
      json({ ...page([staffTicketFixture({ id: 77, subject: 'Где куртки?' })]), counts: { '6': 1 } }),
    'POST /api/staff/parcels/12/insurance-claim': () => json(delivered(true)),
  });
}

describe('a parcel’s desk page (/staff/parcels/:id)', () => {
  it('shows the parcel, its customer, goods, tickets and history, and takes the insurance claim', async () => {
    const { callsTo } = handlers(['owner']);
    renderApp('/staff/parcels/12');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Посылка № 12 · Куртки зимние' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'ivan@example.ru · K0003' })).toHaveAttribute(
      'href',
      '/staff/customers/3',
    );
    expect(screen.getByText('RA123456789CN')).toBeInTheDocument();
    const goods = screen.getByRole('table', { name: 'Товары посылки' });
    expect(within(goods).getByRole('link', { name: 'Товар 41' })).toHaveAttribute('href', '/staff/goods/41');
    expect(within(goods).getByText('LP00112233CN')).toBeInTheDocument();
    expect(await screen.findByText(/Где куртки\?/)).toBeInTheDocument();
    expect(callsTo('GET /api/staff/helpdesk/tickets')[0]?.search.get('objectType')).toBe('parcel');
    expect(callsTo('GET /api/staff/helpdesk/tickets')[0]?.search.get('objectId')).toBe('12');
    expect(await screen.findByText('statusId: 40 → 50')).toBeInTheDocument();
    expect(screen.getByText(/sklad@example.ru/)).toBeInTheDocument();

    const actions = screen.getByRole('group', { name: 'Действия' });
    await userEvent.click(within(actions).getByRole('button', { name: 'Страховой случай' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Сумма возмещения, ₽', { exact: false }), '2000');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Что случилось/ }),
      'Порвана при доставке',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Зачислить возмещение' }));
    await vi.waitFor(() => expect(callsTo('POST /api/staff/parcels/12/insurance-claim')).toHaveLength(1));
    expect(callsTo('POST /api/staff/parcels/12/insurance-claim')[0]?.body).toEqual({
      amount: '2000.00',
      reason: 'Порвана при доставке',
    });
  });

  it('offers a support member no step: they read the parcel and its tickets', async () => {
    const { callsTo } = handlers(['support']);
    renderApp('/staff/parcels/12');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Посылка № 12 · Куртки зимние' }),
    ).toBeVisible();
    expect(await screen.findByText(/Где куртки\?/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Страховой случай' })).toBeNull();
    expect(callsTo('POST /api/staff/parcels/12/insurance-claim')).toHaveLength(0);
  });

  it('says a claimed parcel was compensated and offers no second claim', async () => {
    handlers(['owner'], true);
    renderApp('/staff/parcels/12');
    expect(await screen.findByText('Возмещено 2 000,00 ₽')).toBeInTheDocument();
    expect(screen.getByText('Возмещено')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Страховой случай' })).toBeNull();
  });
});
