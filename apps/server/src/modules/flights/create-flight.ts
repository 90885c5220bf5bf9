import { type CreateFlightInput, FLIGHT_MESSAGES } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { flights } from '../../db/schema/flights.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../errors.js';
import { recordStaffAction, type StaffActor } from '../audit/index.js';
import type { FlightRow } from './flight-row.js';

/** A new open flight; a number already used is refused on the field (409). */
export async function createFlight(db: Executor, actor: StaffActor, input: CreateFlightInput) {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(flights)
        .values({
          number: input.number.trim(),
          carrier: input.carrier.trim(),
          plannedDate: input.plannedDate,
          createdBy: actor.id,
        })
        .returning();
      await recordStaffAction(tx, actor, {
        action: 'flight.create',
        objectType: 'flight',
        objectId: row!.id,
        changes: {
          number: [null, row!.number],
          carrier: [null, row!.carrier],
          plannedDate: [null, row!.plannedDate],
        },
      });
      return row as FlightRow;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new AppError(409, 'FLIGHT_NUMBER_TAKEN', FLIGHT_MESSAGES.numberTaken, {
      number: FLIGHT_MESSAGES.numberTaken,
    });
  }
}
