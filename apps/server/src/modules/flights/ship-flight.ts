import { FLIGHT_MESSAGES } from '@cargo/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { flights } from '../../db/schema/flights.js';
import { AppError } from '../../errors.js';
import type { RateSource } from '../../integrations/rates/rate-source.js';
import { recordStaffAction, type StaffActor } from '../audit/index.js';
import { parcelsForFlight, shipParcel } from '../parcels/index.js';
import { checkFlightAt } from './check-flight.js';
import { officialRatesOn } from '../finance/index.js';
import { memberBatches, openFlight, readFlight } from './flight-row.js';

/** The check's problems as the 409's `errors`: parcel number → its problems in one line. */
function problemsAsErrors(problems: Array<{ parcelId: number; messages: string[] }>) {
  return Object.fromEntries(problems.map((p) => [String(p.parcelId), p.messages.join('; ')]));
}

/**
 * Ships the flight in ONE transaction: the check first (409 FLIGHT_HAS_PROBLEMS listing each parcel's problems,
 * nothing changed), then every parcel 40 → 50 through the parcel desk's guarded ship step (its tracking event, its
 * goods sent, its audit row, the storage-debt rule) with its outgoing track and the flight's number as «Реестр»;
 * a parcel that fails rolls back all of them. The flight is then `shipped`.
 */
export async function shipFlight(db: Executor, rates: RateSource, actor: StaffActor, id: number) {
  // The rates of the flight's date, read before the transaction (the rate source reads through its own handle).
  const official = await officialRatesOn(db, rates, (await readFlight(db, id)).plannedDate);
  return db.transaction(async (tx) => {
    const flight = await openFlight(tx, id);
    const check = await checkFlightAt(tx, official, flight);
    if (!check.ok) {
      throw new AppError(
        409,
        'FLIGHT_HAS_PROBLEMS',
        FLIGHT_MESSAGES.hasProblems,
        problemsAsErrors(check.problems),
      );
    }
    let shipped = 0;
    for await (const batch of memberBatches(tx, id)) {
      const own = new Map(
        (
          await parcelsForFlight(
            tx,
            batch.map((m) => m.parcelId),
          )
        ).map((row) => [row.id, row]),
      );
      for (const member of batch) {
        await shipParcel(tx, actor, member.parcelId, {
          // The check refused a parcel with no track on the flight nor on the parcel.
          outgoingDeclaration: (member.outgoingDeclaration ?? own.get(member.parcelId)?.outgoingDeclaration)!,
          registry: flight.number,
        });
        shipped += 1;
      }
    }
    await tx.update(flights).set({ status: 'shipped', shippedAt: new Date() }).where(eq(flights.id, id));
    await recordStaffAction(tx, actor, {
      action: 'flight.ship',
      objectType: 'flight',
      objectId: id,
      changes: { status: ['open', 'shipped'], parcels: [null, shipped] },
    });
    return { message: FLIGHT_MESSAGES.shipped(shipped), shipped };
  });
}
