import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountTransactions } from '../../db/schema/finance.js';
import { parcelTrackingEvents } from '../../db/schema/parcels.js';
import { call } from '../../test/helpers.js';
import { useParcelWorld } from '../../test/parcel-fixtures.js';
import { usingPostgres } from '../../test/test-database.js';

const PAYS = 50;

/** Paying exactly once: many concurrent pays of one parcel on a real PostgreSQL server. */
describe('parcels: concurrent payment', () => {
  const w = useParcelWorld();

  it.skipIf(!usingPostgres)(
    `${PAYS} concurrent pays of one parcel: one debit, one status change`,
    async () => {
      const c = await w.customer(1);
      const { client, userId } = c;
      const id = await w.weighedParcel(c);
      // Enough money for many payments: only the status guard can stop the second debit.
      await w.topUp(userId, 100_000);

      const answers = await Promise.all(
        Array.from({ length: PAYS }, () => call(w.app, 'PUT', `/api/parcel/pay/${id}`, client.token)),
      );
      const codes = answers.map((a) => a.statusCode);
      const ok = codes.filter((code) => code === 200).length;
      const conflicts = codes.filter((code) => code === 409).length;
      const [debits] = await w.db
        .select({ n: count() })
        .from(accountTransactions)
        .where(and(eq(accountTransactions.referenceType, 'parcel'), eq(accountTransactions.referenceId, id)));
      const [paidEvents] = await w.db
        .select({ n: count() })
        .from(parcelTrackingEvents)
        .where(and(eq(parcelTrackingEvents.parcelId, id), eq(parcelTrackingEvents.statusId, 40)));
      const price = answers.find((a) => a.statusCode === 200)!.json().amount as number;
      const rub = await w.balance(client);
      console.log(
        `pay race: ${PAYS} concurrent pays → ${ok} × 200, ${conflicts} × 409; ${debits!.n} ledger debit(s), ` +
          `${paidEvents!.n} status change(s) to 40; price ${price} ₽, balance 100000 → ${rub}`,
      );
      expect(ok).toBe(1);
      expect(conflicts).toBe(PAYS - 1);
      expect(debits!.n).toBe(1);
      expect(paidEvents!.n).toBe(1);
      expect(rub).toBeCloseTo(100_000 - price, 2);
    },
  );
});
