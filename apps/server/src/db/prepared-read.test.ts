import { and, desc, eq, ilike, type Placeholder, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionIsOpen } from '../modules/auth/index.js';
import { bearer, createTestApp, decodeJwt, signUpClient, type TestApp } from '../test/helpers.js';
import type { Executor } from './client.js';
import { type PageRequest, paginateInSession, readInSession, totalCount } from './paginate.js';
import { preparedPageInSession, preparedReadInSession } from './prepared-read.js';
import { users } from './schema/users.js';

/**
 * The prepared reads (built once per database and shape, values bound per call) answer what the reads rendered per
 * call answer: the same rows, totals and closed sessions, for two customers in turn, so a statement that kept the
 * first caller's values (or bound a value to the wrong placeholder) would show the first customer's rows.
 */
describe('prepared reads in session', () => {
  let t: TestApp;
  let db: Executor;
  const customers: Array<{ userId: number; sessionId: string; token: string }> = [];
  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.ctx.db;
    for (const invited of [3, 2]) {
      const referrer = await signUpClient(t.app);
      const info = (
        await t.app.inject({ method: 'GET', url: '/api/client/my-info', headers: bearer(referrer.token) })
      ).json();
      for (let i = 0; i < invited; i += 1) {
        await signUpClient(t.app, { referralId: info.referralCode, name: i === 0 ? 'Пётр' : 'Иван' });
      }
      const claims = decodeJwt(referrer.token);
      customers.push({ userId: Number(claims.sub), sessionId: String(claims.sid), token: referrer.token });
    }
  });
  afterAll(() => t.close());

  // The invited customers, optionally those whose name starts with a prefix: two shapes.
  const invitedOf = (referrerId: number | Placeholder, prefix?: string | Placeholder) => () =>
    db
      .select({ id: users.id, email: users.email, registeredAt: users.createdAt, total: totalCount })
      .from(users)
      .where(
        and(eq(users.referrerId, referrerId), prefix === undefined ? undefined : ilike(users.name, prefix)),
      )
      .orderBy(desc(users.createdAt), desc(users.id))
      .$dynamic();
  const preparedPage = preparedPageInSession('test_invited');
  const preparedRead = preparedReadInSession('test_invited_read');

  const bothPages = async (userId: number, sessionId: string, request: PageRequest, prefix?: string) => {
    const sessionOpen = sessionIsOpen(sessionId, userId);
    const plain = await paginateInSession(db, invitedOf(userId, prefix), request, sessionOpen);
    const prepared = await preparedPage(db, {
      shape: prefix === undefined ? '' : 'p',
      query: invitedOf(
        sql.placeholder('userId'),
        prefix === undefined ? undefined : sql.placeholder('prefix'),
      ),
      values: prefix === undefined ? { userId } : { userId, prefix },
      request,
      sessionOpen,
    });
    return { plain, prepared };
  };

  it('pages like paginateInSession: first page, a later one, past the end, a filter, two customers in turn', async () => {
    const answers = [];
    for (const request of [
      { page: 1, size: 2 },
      { page: 2, size: 2 },
      { page: 7, size: 2 },
      { page: 1, size: 10 },
    ]) {
      for (const prefix of [undefined, 'Пёт%']) {
        for (const { userId, sessionId } of [...customers, customers[0]!]) {
          const { plain, prepared } = await bothPages(userId, sessionId, request, prefix);
          expect(prepared).toEqual(plain);
          answers.push(prepared);
        }
      }
    }
    // The two customers' pages differ (3 and 2 invited), so a value bound from the wrong call would show.
    expect(answers[0]).toMatchObject({ totalElements: 3, totalPages: 2, page: 1 });
    expect(answers[1]).toMatchObject({ totalElements: 2, page: 1 });
    expect(answers[1]?.data).toHaveLength(2);
    expect(answers[3]).toMatchObject({ totalElements: 1 });
    expect(answers[6]?.data).toHaveLength(1);
    expect(answers[12]).toMatchObject({ data: [], totalElements: 3, page: 7 });
  });

  it('reads like readInSession, and both answer null for a session that is not the customer’s or is closed', async () => {
    const [first, second] = customers as [(typeof customers)[0], (typeof customers)[0]];
    const read = (userId: number, sessionId: string) =>
      Promise.all([
        readInSession(db, invitedOf(userId)(), sessionIsOpen(sessionId, userId)),
        preparedRead(db, {
          query: invitedOf(sql.placeholder('userId')),
          values: { userId },
          sessionOpen: sessionIsOpen(sessionId, userId),
        }),
      ]);
    const [plainFirst, preparedFirst] = await read(first.userId, first.sessionId);
    expect(preparedFirst).toEqual(plainFirst);
    expect(preparedFirst).toHaveLength(3);
    const [plainSecond, preparedSecond] = await read(second.userId, second.sessionId);
    expect(preparedSecond).toEqual(plainSecond);
    expect(preparedSecond).toHaveLength(2);

    // The first customer's session with the second customer's id: not open.
    expect(await read(second.userId, first.sessionId)).toEqual([null, null]);
    expect(await bothPages(second.userId, first.sessionId, { page: 1, size: 2 })).toEqual({
      plain: null,
      prepared: null,
    });
    await t.app.inject({ method: 'POST', url: '/api/client/sign-out', headers: bearer(second.token) });
    expect(await read(second.userId, second.sessionId)).toEqual([null, null]);
    expect(await read(first.userId, first.sessionId)).toEqual([plainFirst, plainFirst]);
  });

  it('refuses a session check given without its values', async () => {
    await expect(
      preparedRead(db, {
        query: invitedOf(sql.placeholder('userId')),
        values: { userId: 1 },
        sessionOpen: sql`true`,
      }),
    ).rejects.toThrow(/sessionIsOpen/);
  });
});
