import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_STATUS } from '@cargo/domain';
import { notificationEvents } from '../../db/schema/notifications.js';
import {
  call,
  createTestApp,
  signInStaff,
  signUpClient,
  type SignedUpClient,
  type TestApp,
} from '../../test/helpers.js';

let t: TestApp;
let staff: string;
let customer: SignedUpClient;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signInStaff(t.app);
  customer = await signUpClient(t.app);
});
afterAll(() => t.close());

const open = async (body: Record<string, unknown> = {}) => {
  const response = await call(t.app, 'POST', '/api/helpDesk', customer.token, {
    titleId: 2,
    subject: 'Где посылка?',
    message: 'Посылка не двигается неделю',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; statusId: number; status: { slug: string }; unread: number };
};
const staffSays = (id: number, message: string, internal = false) =>
  call(t.app, 'POST', `/api/staff/helpdesk/tickets/${id}/answers`, staff, { message, internal });
const customerSays = (id: number, message: string) =>
  call(t.app, 'POST', `/api/helpDesk/answers/${id}`, customer.token, { message });
const myTicket = async (id: number) => {
  const list = (await call(t.app, 'GET', '/api/helpDesk/tickets', customer.token)).json();
  return (list.data as Array<{ id: number; statusId: number; unread: number; lastMessage: string }>).find(
    (ticket) => ticket.id === id,
  )!;
};
const staffRow = async (id: number) =>
  (await call(t.app, 'GET', `/api/staff/helpdesk/tickets/${id}`, staff)).json().ticket as {
    statusId: number;
    unreadByStaff: number;
    waitingSince: string | null;
    firstResponseSeconds: number | null;
  };
const eventsOf = (ticketId: number) =>
  t.app.ctx.db
    .select()
    .from(notificationEvents)
    .where(and(eq(notificationEvents.kind, 'ticket'), eq(notificationEvents.objectId, ticketId)));

describe('help desk: a ticket from start to end', () => {
  it('lists the topics', async () => {
    const titles = (await call(t.app, 'GET', '/api/helpDesk/title', customer.token)).json();
    expect(titles).toContainEqual({ id: 2, name: 'Посылки и доставка' });
  });

  it('moves new → waiting → open → closed → open, with the unread counts on both sides', async () => {
    const ticket = await open();
    expect(ticket).toMatchObject({ statusId: TICKET_STATUS.NEW, status: { slug: 'new' }, unread: 0 });
    // The staff queue shows the customer's unseen message and the waiting time.
    const queue = (await call(t.app, 'GET', '/api/staff/helpdesk/tickets?statusId=6', staff)).json();
    const row = queue.data.find((r: { id: number }) => r.id === ticket.id);
    expect(row).toMatchObject({ unreadByStaff: 1, firstResponseSeconds: null });
    expect(row.waitingSince).not.toBeNull();
    expect(queue.counts['6']).toBeGreaterThanOrEqual(1);

    // Opening it on the desk marks it seen by the staff; the answer waits for the customer.
    expect((await staffRow(ticket.id)).unreadByStaff).toBe(0);
    expect((await staffSays(ticket.id, 'Проверим трек')).statusCode).toBe(201);
    let staffView = await staffRow(ticket.id);
    expect(staffView).toMatchObject({ statusId: TICKET_STATUS.WAITING_CUSTOMER, waitingSince: null });
    expect(staffView.firstResponseSeconds).toBeGreaterThanOrEqual(0);
    expect(await myTicket(ticket.id)).toMatchObject({ statusId: 8, unread: 1, lastMessage: 'Проверим трек' });
    expect((await call(t.app, 'GET', '/api/helpDesk/summary', customer.token)).json()).toEqual({
      unread: 1,
      openTicketId: ticket.id,
    });

    // Reading the answers marks them seen.
    const answers = (await call(t.app, 'GET', `/api/helpDesk/answers/${ticket.id}`, customer.token)).json();
    expect(answers.data.map((m: { text: string; fromStaff: boolean }) => [m.text, m.fromStaff])).toEqual([
      ['Посылка не двигается неделю', false],
      ['Проверим трек', true],
    ]);
    expect((await myTicket(ticket.id)).unread).toBe(0);
    expect((await call(t.app, 'GET', '/api/helpDesk/summary', customer.token)).json().unread).toBe(0);

    // The customer's reply opens it again and is unread for the staff.
    expect((await customerSays(ticket.id, 'Спасибо, жду')).statusCode).toBe(201);
    staffView = await staffRow(ticket.id);
    expect(staffView.statusId).toBe(TICKET_STATUS.OPEN);
    expect(staffView.waitingSince).not.toBeNull();
    const queueOpen = (await call(t.app, 'GET', '/api/staff/helpdesk/tickets?statusId=7', staff)).json();
    expect(queueOpen.data.map((r: { id: number }) => r.id)).toContain(ticket.id);

    // Closed by the staff; the customer's next message reopens it.
    const closed = await call(t.app, 'POST', `/api/staff/helpdesk/tickets/${ticket.id}/status`, staff, {
      statusId: TICKET_STATUS.CLOSED,
    });
    expect(closed.json()).toMatchObject({ statusId: 9, status: { slug: 'closed' } });
    expect(
      (await call(t.app, 'GET', '/api/helpDesk/summary', customer.token)).json().openTicketId,
    ).toBeNull();
    const again = await call(t.app, 'POST', `/api/staff/helpdesk/tickets/${ticket.id}/status`, staff, {
      statusId: TICKET_STATUS.CLOSED,
    });
    expect(again.statusCode).toBe(409);
    expect((await customerSays(ticket.id, 'Посылка так и не пришла')).statusCode).toBe(201);
    expect((await myTicket(ticket.id)).statusId).toBe(TICKET_STATUS.OPEN);
  });

  it('writes one ticket event per staff answer and per close, none for internal notes', async () => {
    const ticket = await open();
    await staffSays(ticket.id, 'Первый ответ');
    await staffSays(ticket.id, 'Заметка для склада', true);
    await staffSays(ticket.id, 'Второй ответ');
    await call(t.app, 'POST', `/api/staff/helpdesk/tickets/${ticket.id}/status`, staff, { statusId: 9 });
    const events = await eventsOf(ticket.id);
    expect(events.map((e) => e.action)).toEqual(['answer', 'answer', 'close']);
    expect(events[0]!.data).toMatchObject({
      ticketId: ticket.id,
      title: 'Посылки и доставка',
      preview: 'Первый ответ',
    });
    expect(JSON.stringify(events)).not.toContain('Заметка для склада');
  });

  it('refuses a status the staff cannot set', async () => {
    const ticket = await open();
    const response = await call(t.app, 'POST', `/api/staff/helpdesk/tickets/${ticket.id}/status`, staff, {
      statusId: TICKET_STATUS.NEW,
    });
    expect(response.statusCode).toBe(409);
  });

  it('serves the customer calls to customers only and the desk to staff only', async () => {
    expect((await call(t.app, 'GET', '/api/helpDesk/tickets', null)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/staff/helpdesk/tickets', customer.token)).statusCode).toBe(404);
  });
});
