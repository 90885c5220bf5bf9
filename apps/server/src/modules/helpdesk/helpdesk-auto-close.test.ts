import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_STATUS } from '@cargo/domain';
import { tickets } from '../../db/schema/helpdesk.js';
import { notificationEvents } from '../../db/schema/notifications.js';
import { enqueue } from '../../jobs/enqueue.js';
import { QUEUES } from '../../jobs/queues.js';
import { call, createTestApp, signInStaff, signUpClient, type TestApp } from '../../test/helpers.js';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ ticketAutoCloseDays: 3 });
  staff = await signInStaff(t.app);
});
afterAll(() => t.close());

/** A ticket the staff answered (waiting for the customer), its wait backdated by `days`. */
async function waitingTicket(days: number) {
  const customer = await signUpClient(t.app);
  const id = (
    await call(t.app, 'POST', '/api/helpDesk', customer.token, { titleId: 5, message: 'Где деньги?' })
  ).json().id as number;
  await call(t.app, 'POST', `/api/staff/helpdesk/tickets/${id}/answers`, staff, { message: 'Пришлите чек' });
  await t.app.ctx.db
    .update(tickets)
    .set({ waitingCustomerSince: sql`now() - make_interval(days => ${days})` })
    .where(eq(tickets.id, id));
  return { id, customer };
}

const statusOf = async (id: number) =>
  (await t.app.ctx.db.select({ statusId: tickets.statusId }).from(tickets).where(eq(tickets.id, id)))[0]!
    .statusId;

describe('help desk: the auto-close job', () => {
  it('closes tickets waiting for the customer longer than the configured days, with the close event', async () => {
    const old = await waitingTicket(4);
    const recent = await waitingTicket(1);
    const answered = await waitingTicket(5);
    // The customer answered: the ticket is open again and no longer waits.
    await call(t.app, 'POST', `/api/helpDesk/answers/${answered.id}`, answered.customer.token, {
      message: 'Вот чек',
    });

    await enqueue(t.app.ctx.db, QUEUES.ticketAutoClose.name, {});
    expect(await t.app.ctx.jobs.drain(QUEUES.ticketAutoClose.name)).toBe(1);

    expect(await statusOf(old.id)).toBe(TICKET_STATUS.CLOSED);
    expect(await statusOf(recent.id)).toBe(TICKET_STATUS.WAITING_CUSTOMER);
    expect(await statusOf(answered.id)).toBe(TICKET_STATUS.OPEN);
    const closes = await t.app.ctx.db
      .select()
      .from(notificationEvents)
      .where(and(eq(notificationEvents.kind, 'ticket'), eq(notificationEvents.action, 'autoClose')));
    expect(closes.map((e) => [e.objectId, e.statusId, e.data.actor])).toEqual([
      [old.id, TICKET_STATUS.CLOSED, 'system'],
    ]);
    const list = (await call(t.app, 'GET', '/api/helpDesk/tickets', old.customer.token)).json();
    expect(list.data[0].status.slug).toBe('closed');
  });
});
