import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/mail.js';
import { sessions } from '../../db/schema/sessions.js';
import { openEventStream } from '../../test/event-stream.js';
import {
  call,
  createListeningTestApp,
  decodeJwt,
  signInStaff,
  signUpClient,
  type ListeningTestApp,
  type SignedUpClient,
} from '../../test/helpers.js';
import { openSessionIds } from '../auth/index.js';
import { createLiveStreams, STREAMS_PER_USER, type StreamEnd } from './live-streams.js';

let t: ListeningTestApp;
let staff: string;
beforeAll(async () => {
  t = await createListeningTestApp();
  staff = await signInStaff(t.app);
});
afterAll(() => t.close());

const ENDED = ': closed: session ended';

async function newTicket(token: string): Promise<number> {
  const answer = await call(t.app, 'POST', '/api/helpDesk', token, { titleId: 7, message: 'Где посылка?' });
  return (answer.json() as { id: number }).id;
}

async function staffAnswers(ticketId: number, message: string): Promise<void> {
  const answer = await call(t.app, 'POST', `/api/staff/helpdesk/tickets/${ticketId}/answers`, staff, {
    message,
  });
  expect(answer.statusCode).toBe(201);
}

/** The token's user and session, as the server reads them. */
function sessionOf(token: string): { userId: number; sessionId: string } {
  const claims = decodeJwt(token);
  return { userId: Number(claims.sub), sessionId: String(claims.sid) };
}

/** Another device of the same customer: a session of its own. */
async function signInAgain(client: SignedUpClient): Promise<string> {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/client/sign-in',
    payload: { email: client.email, password: client.password },
  });
  return answer.json().token;
}

async function follow(ticketId: number, token: string) {
  const stream = await openEventStream(`${t.base}/api/helpDesk/answers/${ticketId}/stream`, token);
  expect(stream.response.status).toBe(200);
  await stream.until(': connected');
  return stream;
}

describe('help desk: a live stream lasts no longer than its session', () => {
  it('ends the stream of a session that signs out; the customer’s other device keeps its stream', async () => {
    const customer = await signUpClient(t.app);
    const phone = await signInAgain(customer);
    const ticket = await newTicket(customer.token);
    const laptop = await follow(ticket, customer.token);
    const other = await follow(ticket, phone);

    expect((await call(t.app, 'POST', '/api/client/sign-out', customer.token)).statusCode).toBe(204);
    expect(await laptop.ended()).toContain(ENDED);

    await staffAnswers(ticket, 'Посылка на складе');
    await other.until('Посылка на складе');
    expect(laptop.answers()).toEqual([]);
    other.close();
  });

  it('ends the other sessions’ streams when the password is changed, not the one that changed it', async () => {
    const customer = await signUpClient(t.app);
    const stolen = await signInAgain(customer);
    const ticket = await newTicket(customer.token);
    const mine = await follow(ticket, customer.token);
    const theirs = await follow(ticket, stolen);

    const changed = await call(t.app, 'PUT', '/api/client/change-password', customer.token, {
      oldPassword: customer.password,
      newPassword: 'new-secret-pass-2',
      confirmPassword: 'new-secret-pass-2',
    });
    expect(changed.statusCode).toBe(200);
    expect(await theirs.ended()).toContain(ENDED);

    await staffAnswers(ticket, 'Ответ после смены пароля');
    await mine.until('Ответ после смены пароля');
    expect(theirs.answers()).toEqual([]);
    mine.close();
  });

  it('ends every stream of the customer when the password is reset by the e-mailed link', async () => {
    const customer = await signUpClient(t.app);
    const ticket = await newTicket(customer.token);
    const streams = [await follow(ticket, customer.token), await follow(ticket, await signInAgain(customer))];

    await t.app.inject({
      method: 'POST',
      url: '/api/client/forgot-password',
      payload: { email: customer.email },
    });
    const [letter] = await t.app.ctx.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(1);
    const token = /reset-password\?token=(\S+)/.exec(letter!.body)![1]!;
    const reset = await t.app.inject({
      method: 'PUT',
      url: `/api/client/reset-password?token=${token}`,
      payload: { password: 'reset-secret-pass-3' },
    });
    expect(reset.statusCode).toBe(200);
    for (const stream of streams) expect(await stream.ended()).toContain(ENDED);
  });

  it('sends no answer to a session ended without a word to the streams (a lost announcement)', async () => {
    const customer = await signUpClient(t.app);
    const ticket = await newTicket(customer.token);
    const stream = await follow(ticket, customer.token);
    // Ended behind the streams' back, as when the announcement between instances is lost.
    await t.app.ctx.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.id, sessionOf(customer.token).sessionId));

    await staffAnswers(ticket, 'Этого клиент не увидит');
    expect(await stream.ended()).toContain(ENDED);
    expect(stream.text()).not.toContain('Этого клиент не увидит');
  });

  it(`holds at most ${STREAMS_PER_USER} streams a person: a newer one closes the oldest`, async () => {
    const customer = await signUpClient(t.app);
    const ticket = await newTicket(customer.token);
    const opened = [];
    for (let i = 0; i < STREAMS_PER_USER + 3; i++) opened.push(await follow(ticket, customer.token));

    const [oldest, kept] = [opened.slice(0, 3), opened.slice(3)];
    for (const stream of oldest)
      expect(await stream.ended()).toContain(': closed: replaced by a newer stream');
    await staffAnswers(ticket, 'Всем открытым вкладкам');
    for (const stream of kept) {
      await stream.until('Всем открытым вкладкам');
      expect(stream.isOpen()).toBe(true);
      stream.close();
    }
    // Another customer is not affected by this one's streams.
    const neighbour = await signUpClient(t.app);
    const theirs = await follow(await newTicket(neighbour.token), neighbour.token);
    expect(theirs.isOpen()).toBe(true);
    theirs.close();
  });
});

describe('help desk: the periodic sweep of the streams’ sessions', () => {
  it('closes the streams whose session is no longer open in the database, and only those', async () => {
    const [signedOut, open] = [await signUpClient(t.app), await signUpClient(t.app)];
    const held = [signedOut, open].map((client) => sessionOf(client.token));
    const ended: Array<[number, StreamEnd]> = [];
    const streams = createLiveStreams();
    for (const session of held)
      streams.open({ ...session, end: (reason) => ended.push([session.userId, reason]) });
    expect((await call(t.app, 'POST', '/api/client/sign-out', signedOut.token)).statusCode).toBe(204);

    await streams.sweep((sessionIds) => openSessionIds(t.app.ctx.db, sessionIds));
    expect(ended).toEqual([[held[0]!.userId, 'session ended']]);
    expect(held.map((session) => streams.count(session.userId))).toEqual([0, 1]);
  });
});
