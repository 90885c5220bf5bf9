import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cargos } from '../../db/schema/cargo.js';
import { accountTransactions } from '../../db/schema/finance.js';
import { cargoToPay, giveRubles, rubBalance } from '../../test/cargo-fixtures.js';
import { call, createTestApp, signInStaff, signUpClient, type TestApp } from '../../test/helpers.js';
import { usingPostgres } from '../../test/test-database.js';

const PAYS = 50;

/** Paying exactly once: many concurrent pays of one cargo on a real PostgreSQL server. */
describe('cargo: concurrent payment', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signInStaff(t.app);
  });
  afterAll(() => t.close());

  it.skipIf(!usingPostgres)(
    `${PAYS} concurrent pays of one cargo: one debit, one status change`,
    async () => {
      const client = await signUpClient(t.app);
      const id = await cargoToPay(t.app, client.token, staff);
      // Enough money for many payments: only the status guard can stop the second debit.
      await giveRubles(t.app, staff, client.token, 10_000_000);

      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: PAYS }, () => call(t.app, 'PUT', `/api/cargo/pay/${id}`, client.token)),
      );
      const elapsed = performance.now() - started;
      const codes = answers.map((a) => a.statusCode);
      const ok = codes.filter((c) => c === 200).length;
      const conflicts = codes.filter((c) => c === 409).length;
      const db = t.app.ctx.db;
      const [debits] = await db
        .select({ n: count() })
        .from(accountTransactions)
        .where(and(eq(accountTransactions.referenceType, 'cargo'), eq(accountTransactions.referenceId, id)));
      const [row] = await db.select().from(cargos).where(eq(cargos.id, id));
      const rub = await rubBalance(t.app, client.token);
      console.log(
        `cargo pay race: ${PAYS} concurrent pays → ${ok} × 200, ${conflicts} × 409 in ${elapsed.toFixed(0)} ms; ` +
          `${debits!.n} ledger debit(s); status ${row!.statusId}; balance 10000000 → ${rub}`,
      );
      expect(ok).toBe(1);
      expect(conflicts).toBe(PAYS - 1);
      expect(debits!.n).toBe(1);
      expect(row!.statusId).toBe(40);
      expect(rub).toBe(10_000_000 - 42_000);
    },
  );
});
