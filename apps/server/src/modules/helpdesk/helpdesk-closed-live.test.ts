import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_STATUS } from '@cargo/domain';
import { tickets } from '../../db/schema/helpdesk.js';
import { enqueue } from '../../jobs/enqueue.js';
import { QUEUES } from '../../jobs/queues.js';
import {
  call,
  createListeningTestApp,
  signInStaff,
  signUpClient,
  type ListeningTestApp,
} from '../../test/helpers.js';

// Issue 30, item 2 (decision 053): a close reaches the open chat at once, and the auto-close is told in advance,
// in the chat and as a notification.

let t: ListeningTestApp;
let staff: string;
beforeAll(async () => {
  t = await createListeningTestApp({ ticketAutoCloseDays: 3 });
  staff = await signInStaff(t.app);
});
afterAll(() => t.close());

async function openStream(ticketId: number, token: string) {
  const abort = new AbortController();
  const response = await fetch(`${t.base}/api/helpDesk/answers/${ticketId}/stream`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  let text = '';
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const until = async (needle: string) => {
    const deadline = Date.now() + 5000;
    while (!text.includes(needle)) {
      if (Date.now() > deadline) throw new Error(`no "${needle}" in the stream: ${text}`);
      const { value, done } = await reader.read();
      if (done) throw new Error(`the stream ended: ${text}`);
      text += decoder.decode(value, { stream: true });
    }
    return text;
  };
  await until(': connected');
  return { until, close: () => abort.abort() };
}

/** A customer's ticket the staff answered: it waits for the customer. */
async function waitingTicket() {
  const customer = await signUpClient(t.app);
  const id = (
    await call(t.app, 'POST', '/api/helpDesk', customer.token, { titleId: 5, message: 'Где деньги?' })
  ).json().id as number;
  await call(t.app, 'POST', `/api/staff/helpdesk/tickets/${id}/answers`, staff, { message: 'Пришлите чек' });
  return { id, customer };
}

const answers = async (id: number, token: string) =>
  (await call(t.app, 'GET', `/api/helpDesk/answers/${id}`, token)).json();

describe('help desk: a closed ticket in the open chat', () => {
  it('sends the staff’s close to the open chat as a status event; the chat reads it closed, not automatically', async () => {
    const { id, customer } = await waitingTicket();
    const stream = await openStream(id, customer.token);
    const closed = await call(t.app, 'POST', `/api/staff/helpdesk/tickets/${id}/status`, staff, {
      statusId: TICKET_STATUS.CLOSED,
    });
    expect(closed.statusCode).toBe(200);
    const text = await stream.until('event: status');
    expect(text).toContain(`data: {"ticketId":${id},"statusId":9}`);
    stream.close();
    const chat = await answers(id, customer.token);
    expect(chat.ticket.status.slug).toBe('closed');
    expect(chat.autoClose).toEqual({ days: 3, at: null, closedAutomatically: false });
  });

  it('says in advance when a waiting ticket closes itself, then closes it live, in the chat and the bell', async () => {
    const { id, customer } = await waitingTicket();
    const [row] = await t.app.ctx.db.select().from(tickets).where(eq(tickets.id, id));
    const waiting = await answers(id, customer.token);
    expect(waiting.autoClose.closedAutomatically).toBe(false);
    expect(Date.parse(waiting.autoClose.at)).toBe(row!.waitingCustomerSince!.getTime() + 3 * 86_400_000);

    const stream = await openStream(id, customer.token);
    await t.app.ctx.db
      .update(tickets)
      .set({ waitingCustomerSince: sql`now() - make_interval(days => 4)` })
      .where(eq(tickets.id, id));
    await enqueue(t.app.ctx.db, QUEUES.ticketAutoClose.name, {});
    await t.app.ctx.jobs.drain(QUEUES.ticketAutoClose.name);

    expect(await stream.until('event: status')).toContain(`"ticketId":${id},"statusId":9`);
    stream.close();
    const chat = await answers(id, customer.token);
    expect(chat.ticket.status.slug).toBe('closed');
    expect(chat.autoClose).toEqual({ days: 3, at: null, closedAutomatically: true });

    const bell = (await call(t.app, 'GET', '/api/notifications', customer.token)).json();
    const notice = bell.data.find(
      (n: { title: string }) => n.title.startsWith(`Обращение № ${id}`) && n.title.endsWith(': закрыто'),
    );
    expect(notice?.text).toBe(
      '3 дня не было ответа, обращение закрыто. Напишите в чат, если вопрос остался.',
    );
    expect(notice?.link).toContain(`/customer-support/chat/${id}`);

    // The customer's reply reopens it; a later close by the staff is not «automatic».
    await call(t.app, 'POST', `/api/helpDesk/answers/${id}`, customer.token, { message: 'Вот чек' });
    await call(t.app, 'POST', `/api/staff/helpdesk/tickets/${id}/status`, staff, { statusId: 9 });
    expect((await answers(id, customer.token)).autoClose.closedAutomatically).toBe(false);
  });
});
