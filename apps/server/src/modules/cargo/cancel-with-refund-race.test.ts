import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARGO_STATUS } from '@cargo/domain';
import { cargos } from '../../db/schema/cargo.js';
import { accountTransactions } from '../../db/schema/finance.js';
import { cargoToPay, giveRubles, rubBalance } from '../../test/cargo-fixtures.js';
import { call, createTestApp, signInStaff, signUpClient, type TestApp } from '../../test/helpers.js';
import { usingPostgres } from '../../test/test-database.js';

const CANCELS = 20;

/** Refunded at most once: concurrent «отменить с возвратом» and a ship of one paid cargo on PostgreSQL. */
describe('cargo: concurrent cancel with refund and ship', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signInStaff(t.app);
  });
  afterAll(() => t.close());

  // The ship started first (it usually wins) and amid the cancels (one of them usually wins).
  it.skipIf(!usingPostgres).each([0, CANCELS / 2])(
    `${CANCELS} concurrent cancels with refund and a ship (at %i) of one paid cargo: one wins, one refund at most`,
    async (shipAt) => {
      const client = await signUpClient(t.app);
      const id = await cargoToPay(t.app, client.token, staff);
      await giveRubles(t.app, staff, client.token, 100_000);
      expect((await call(t.app, 'PUT', `/api/cargo/pay/${id}`, client.token)).statusCode).toBe(200);

      const cancel = () =>
        call(t.app, 'PUT', `/api/staff/cargo/${id}/cancel-with-refund`, staff, {
          reason: 'Запрещённый груз',
        });
      const ship = () =>
        call(t.app, 'PUT', `/api/staff/cargo/${id}/ship`, staff, { outgoingDeclaration: 'CN-1' });
      const calls = Array.from({ length: CANCELS }, () => cancel);
      calls.splice(shipAt, 0, ship);
      const answers = await Promise.all(calls.map((go) => go()));

      const cancelCodes = answers.filter((_, i) => i !== shipAt).map((a) => a.statusCode);
      const shipCode = answers[shipAt]!.statusCode;
      const [refunds] = await t.app.ctx.db
        .select({ n: count() })
        .from(accountTransactions)
        .where(
          and(
            eq(accountTransactions.referenceType, 'cargo'),
            eq(accountTransactions.referenceId, id),
            eq(accountTransactions.kind, 'cargo_refund'),
          ),
        );
      const [row] = await t.app.ctx.db.select().from(cargos).where(eq(cargos.id, id));
      const rub = await rubBalance(t.app, client.token);
      console.log(
        `cargo cancel-with-refund race: ${CANCELS} cancels + 1 ship (started ${shipAt === 0 ? 'first' : `${shipAt + 1}th`}) → ` +
          `${cancelCodes.filter((code) => code === 200).length} cancel × 200, ` +
          `${cancelCodes.filter((code) => code === 409).length} cancel × 409, ship ${shipCode}; ` +
          `status ${row!.statusId}; ${refunds!.n} refund row(s); balance 58000 → ${rub}`,
      );
      expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
      expect([...cancelCodes, shipCode].filter((code) => code === 200)).toHaveLength(1);
      expect(refunds!.n).toBeLessThanOrEqual(1);
      if (shipCode === 200) {
        expect(row!.statusId).toBe(CARGO_STATUS.SENT);
        expect(refunds!.n).toBe(0);
        expect(rub).toBe(58_000);
      } else {
        expect(row!.statusId).toBe(CARGO_STATUS.CANCELED_REFUNDED);
        expect(refunds!.n).toBe(1);
        expect(rub).toBe(100_000);
      }
    },
  );
});

if (!usingPostgres) {
  console.info(
    'cargo/cancel-with-refund-race.test.ts: skipped — PGlite runs one query at a time and cannot race; set TEST_DATABASE_URL to run it on PostgreSQL',
  );
}
