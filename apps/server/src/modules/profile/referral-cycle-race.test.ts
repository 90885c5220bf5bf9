import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUpClient, type TestApp } from '../../test/helpers.js';
import { usingPostgres } from '../../test/test-database.js';

/** Two customers naming each other's referral code at the same moment, on a real PostgreSQL server. */
describe.skipIf(!usingPostgres)('mutual referrals under a race', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const info = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/client/my-info', headers: bearer(token) })).json();
  const put = (token: string, referralId: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/client/referral',
      headers: bearer(token),
      payload: { referralId },
    });

  it('of C → D and D → C sent together, exactly one is attached', async () => {
    for (let round = 0; round < 5; round += 1) {
      const [c, d] = [await signUpClient(t.app), await signUpClient(t.app)];
      const [codeC, codeD] = [(await info(c.token)).referralCode, (await info(d.token)).referralCode];
      const answers = await Promise.all([put(c.token, codeD), put(d.token, codeC)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
      const attached = [(await info(c.token)).referralId, (await info(d.token)).referralId];
      expect(attached.filter((code) => code !== null)).toHaveLength(1);
    }
  });
});

if (!usingPostgres) {
  console.info(
    'referral-cycle-race.test.ts: skipped — PGlite runs one query at a time and cannot race; set TEST_DATABASE_URL to run it on PostgreSQL',
  );
}
