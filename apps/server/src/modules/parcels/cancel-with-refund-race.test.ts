import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GOOD_STATUS, PARCEL_STATUS } from '@cargo/domain';
import { accountTransactions } from '../../db/schema/finance.js';
import { parcels, parcelTrackingEvents } from '../../db/schema/parcels.js';
import { call } from '../../test/helpers.js';
import { useParcelWorld } from '../../test/parcel-fixtures.js';
import { usingPostgres } from '../../test/test-database.js';

const CANCELS = 20;

/** Refunded at most once: concurrent «отменить с возвратом» and a ship of one paid parcel on PostgreSQL. */
describe('parcels: concurrent cancel with refund and ship', () => {
  const w = useParcelWorld();

  // The ship started first (it usually wins) and amid the cancels (one of them usually wins).
  it.skipIf(!usingPostgres).each([0, CANCELS / 2])(
    `${CANCELS} concurrent cancels with refund and a ship (at %i) of one paid parcel: one wins, one refund at most`,
    async (shipAt) => {
      const c = await w.customer(2);
      const id = await w.weighedParcel(c);
      await w.topUp(c.userId, 100_000);
      const price = (await call(w.app, 'PUT', `/api/parcel/pay/${id}`, c.client.token)).json()
        .amount as number;

      const cancel = () =>
        call(w.app, 'PUT', `/api/staff/parcels/${id}/cancel-with-refund`, w.staff, {
          reason: 'Утеряна на складе',
        });
      const ship = () =>
        call(w.app, 'PUT', `/api/staff/parcels/${id}/ship`, w.staff, {
          outgoingDeclaration: 'CN555000111RU',
        });
      const calls = Array.from({ length: CANCELS }, () => cancel);
      calls.splice(shipAt, 0, ship);
      const answers = await Promise.all(calls.map((go) => go()));

      const cancelCodes = answers.filter((_, i) => i !== shipAt).map((a) => a.statusCode);
      const shipCode = answers[shipAt]!.statusCode;
      const won = [...cancelCodes, shipCode].filter((code) => code === 200).length;
      const [refunds] = await w.db
        .select({ n: count() })
        .from(accountTransactions)
        .where(
          and(
            eq(accountTransactions.referenceType, 'parcel'),
            eq(accountTransactions.referenceId, id),
            eq(accountTransactions.kind, 'parcel_refund'),
          ),
        );
      const [row] = await w.db.select().from(parcels).where(eq(parcels.id, id));
      const [moves] = await w.db
        .select({ n: count() })
        .from(parcelTrackingEvents)
        .where(and(eq(parcelTrackingEvents.parcelId, id), eq(parcelTrackingEvents.statusId, row!.statusId)));
      const rub = await w.balance(c.client);
      const goodsNow = Object.values(await w.goodStatuses(id));
      console.log(
        `parcel cancel-with-refund race: ${CANCELS} cancels + 1 ship (started ${shipAt === 0 ? 'first' : `${shipAt + 1}th`}) → ` +
          `${cancelCodes.filter((code) => code === 200).length} cancel × 200, ` +
          `${cancelCodes.filter((code) => code === 409).length} cancel × 409, ship ${shipCode}; ` +
          `status ${row!.statusId}; ${refunds!.n} refund row(s); price ${price} ₽, balance ${100_000 - price} → ${rub}`,
      );
      expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
      expect(won).toBe(1);
      expect(refunds!.n).toBeLessThanOrEqual(1);
      expect(moves!.n).toBe(1);
      if (shipCode === 200) {
        expect(row!.statusId).toBe(PARCEL_STATUS.SENT);
        expect(refunds!.n).toBe(0);
        expect(rub).toBeCloseTo(100_000 - price, 2);
        expect(goodsNow).toEqual([GOOD_STATUS.SENT, GOOD_STATUS.SENT]);
      } else {
        expect(row!.statusId).toBe(PARCEL_STATUS.CANCELED_REFUNDED);
        expect(refunds!.n).toBe(1);
        expect(rub).toBe(100_000);
        // The goods left the parcel for the shelf.
        expect(goodsNow).toEqual([]);
      }
    },
  );
});

if (!usingPostgres) {
  console.info(
    'parcels/cancel-with-refund-race.test.ts: skipped — PGlite runs one query at a time and cannot race; set TEST_DATABASE_URL to run it on PostgreSQL',
  );
}
