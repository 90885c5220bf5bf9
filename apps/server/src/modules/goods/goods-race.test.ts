import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usingPostgres } from '../../test/test-database.js';
import {
  call,
  createTestApp,
  goodItem,
  signInStaff,
  signUpClient,
  type SignedUpClient,
  type TestApp,
} from '../../test/helpers.js';

const ROUNDS = 20;

/** A customer's action and a warehouse action on one good at the same moment, on a real PostgreSQL server. */
describe('goods: customer and warehouse racing on one good', () => {
  let t: TestApp;
  let staff: string;
  let client: SignedUpClient;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signInStaff(t.app);
    client = await signUpClient(t.app);
  });
  afterAll(() => t.close());

  let seq = 0;
  const track = () => `RC${Date.now().toString().slice(-9)}${(seq += 1)}`.slice(0, 15);
  const register = async (tn: string) =>
    (
      await call(t.app, 'POST', '/api/goods/create', client.token, {
        incomingDeclaration: tn,
        goods: [goodItem],
      })
    ).json().data[0] as { id: number };
  const good = async (id: number) => (await call(t.app, 'GET', `/api/goods/cl/${id}`, client.token)).json();
  const receive = (tn: string) =>
    call(t.app, 'POST', '/api/staff/warehouse/receive', staff, { trackNumber: tn });

  it.skipIf(!usingPostgres)('withdrawing (10 → 100) and receiving (10 → 20): exactly one wins', async () => {
    const winners = { customer: 0, warehouse: 0 };
    for (let round = 0; round < ROUNDS; round += 1) {
      const tn = track();
      const { id } = await register(tn);
      const [deleted, received] = await Promise.all([
        call(t.app, 'DELETE', `/api/goods/cl/${id}`, client.token),
        receive(tn),
      ]);
      const shelved = (received.json().goods as Array<{ id: number }>).some((g) => g.id === id);
      expect([200, 409]).toContain(deleted.statusCode);
      expect(deleted.statusCode === 200, `round ${round}: exactly one wins`).toBe(!shelved);
      expect((await good(id)).goodStatus.id).toBe(deleted.statusCode === 200 ? 100 : 20);
      winners[deleted.statusCode === 200 ? 'customer' : 'warehouse'] += 1;
    }
    console.info(`withdraw vs receive over ${ROUNDS} rounds:`, winners);
  });

  it.skipIf(!usingPostgres)(
    'editing and receiving: the receipt is never undone, and the edit lands whole or not at all',
    async () => {
      let refused = 0;
      for (let round = 0; round < ROUNDS; round += 1) {
        const tn = track();
        const { id } = await register(tn);
        const description = `Куртка ${round}`;
        const [edited, received] = await Promise.all([
          call(t.app, 'PUT', `/api/goods/cl/${id}`, client.token, {
            ...goodItem,
            incomingDeclaration: tn,
            description,
          }),
          receive(tn),
        ]);
        expect(received.statusCode).toBe(200);
        expect([200, 409]).toContain(edited.statusCode);
        const after = await good(id);
        expect(after.goodStatus.id, `round ${round}: the receipt stays`).toBe(20);
        expect(after.description).toBe(edited.statusCode === 200 ? description : goodItem.description);
        if (edited.statusCode === 409) refused += 1;
      }
      console.info(`edit vs receive over ${ROUNDS} rounds: ${refused} edits lost the race and said so (409)`);
    },
  );

  it.skipIf(!usingPostgres)(
    'returning to the sender (20 → 110) and flagging as missing (20 → 90): exactly one wins',
    async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const tn = track();
        const { id } = await register(tn);
        await receive(tn);
        const [returned, flagged] = await Promise.all([
          call(t.app, 'POST', `/api/goods/cl/return/${id}`, client.token),
          call(t.app, 'PUT', `/api/staff/goods/${id}/status`, staff, {
            statusId: 90,
            reason: 'Нет в коробке',
          }),
        ]);
        expect([returned.statusCode, flagged.statusCode].sort(), `round ${round}`).toEqual([200, 409]);
        expect((await good(id)).goodStatus.id).toBe(returned.statusCode === 200 ? 110 : 90);
      }
    },
  );
});

if (!usingPostgres) {
  console.info(
    'goods-race: the race tests run only against PostgreSQL (TEST_DATABASE_URL); PGlite runs one query at a time',
  );
}
