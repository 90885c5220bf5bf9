import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@cargo/domain';
import { type countStatements, createCountingTestApp } from '../test/contract/statement-counter.js';
import { bearer, signUpClient } from '../test/helpers.js';

/**
 * `paginateInSession` through a list that uses it (the customer's referrals): one statement answers the page, the
 * total and whether the session is open, whatever the page — full, empty, past the end — and a closed session
 * reads nothing.
 */
describe('a list that checks the session in its own statement', () => {
  let app: FastifyInstance;
  let count: ReturnType<typeof countStatements>;
  beforeAll(async () => {
    ({ app, count } = await createCountingTestApp());
  });
  afterAll(() => app.close());

  const referrals = (token: string, query = '') =>
    count(() =>
      app.inject({ method: 'GET', url: `/api/client/my-referrals${query}`, headers: bearer(token) }),
    );

  it('answers a page, an empty list and a page past the end with its total, each in one statement', async () => {
    const referrer = await signUpClient(app);
    const empty = await referrals(referrer.token);
    expect(empty.statements).toBe(1);
    expect(empty.result.json()).toEqual({ data: [], totalElements: 0, totalPages: 0, page: 1 });

    const info = (
      await app.inject({ method: 'GET', url: '/api/client/my-info', headers: bearer(referrer.token) })
    ).json();
    for (let i = 0; i < 3; i += 1) await signUpClient(app, { referralId: info.referralCode });

    const second = await referrals(referrer.token, '?page=2&offset=2');
    expect(second.statements).toBe(1);
    expect(second.result.json()).toMatchObject({ totalElements: 3, totalPages: 2, page: 2 });
    expect(second.result.json().data).toHaveLength(1);

    const pastEnd = await referrals(referrer.token, '?page=9&offset=2');
    expect(pastEnd.statements).toBe(1);
    expect(pastEnd.result.json()).toEqual({ data: [], totalElements: 3, totalPages: 2, page: 9 });
  });

  it('answers 401 «session expired» once the session is signed out, in one statement', async () => {
    const customer = await signUpClient(app);
    await app.inject({ method: 'POST', url: '/api/client/sign-out', headers: bearer(customer.token) });
    const closed = await referrals(customer.token);
    expect(closed.statements).toBe(1);
    expect(closed.result.statusCode).toBe(401);
    expect(closed.result.json()).toMatchObject({
      code: 'TOKEN_EXPIRED',
      message: AUTH_MESSAGES.sessionExpired,
    });
  });
});
