import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usingPostgres } from '../../test/test-database.js';
import {
  call,
  createTestApp,
  russianRecipient,
  signInStaff,
  signUpClient,
  type TestApp,
} from '../../test/helpers.js';

const ROUNDS = 20;

/**
 * A customer's edit and a staff confirmation of the same recipient, sent at the same moment: the status changes
 * through RECIPIENT_TRANSITIONS with the status and version read in the UPDATE's WHERE, so exactly one of them
 * wins and the other answers 409, whichever order the database runs them in.
 */
describe('recipient edit against staff confirmation', () => {
  let t: TestApp;
  let staffToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    staffToken = await signInStaff(t.app);
  });
  afterAll(() => t.close());

  it.skipIf(!usingPostgres)(`lets exactly one win, ${ROUNDS} rounds`, async () => {
    const client = await signUpClient(t.app);
    const wins = { edit: 0, confirm: 0 };
    for (let round = 0; round < ROUNDS; round += 1) {
      const created = (
        await call(t.app, 'POST', '/api/recipient-client-data/cl', client.token, russianRecipient)
      ).json();
      const seen = encodeURIComponent(created.updatedAt);
      const [edit, confirm] = await Promise.all([
        call(t.app, 'PUT', `/api/recipient-client-data/cl/${created.id}?updatedAt=${seen}`, client.token, {
          ...russianRecipient,
          phone: '+7 916 000-00-00',
        }),
        call(t.app, 'PUT', `/api/staff/recipients/${created.id}/confirm?updatedAt=${seen}`, staffToken),
      ]);
      const codes = [edit.statusCode, confirm.statusCode].sort();
      expect(codes, `round ${round}`).toEqual([200, 409]);
      const loser = edit.statusCode === 409 ? edit : confirm;
      expect(loser.json().code).toBe('STATUS_CONFLICT');

      const final = (
        await call(t.app, 'GET', `/api/recipient-client-data/${created.id}`, client.token)
      ).json();
      if (edit.statusCode === 200) {
        wins.edit += 1;
        expect(final).toMatchObject({ recipientClientDataStatus: { id: 1 }, phone: '79160000000' });
      } else {
        wins.confirm += 1;
        expect(final).toMatchObject({ recipientClientDataStatus: { id: 2 }, phone: '79991234567' });
      }
    }
    expect(wins.edit + wins.confirm).toBe(ROUNDS);
  });
});

if (!usingPostgres) {
  console.info(
    'recipients-race: the race test runs only against PostgreSQL (TEST_DATABASE_URL); PGlite runs one query at a time',
  );
}
