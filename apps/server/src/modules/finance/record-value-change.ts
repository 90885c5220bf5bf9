import type { CurrencyCcy } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { rateChanges } from '../../db/schema/finance.js';
import { recordStaffAction, type StaffActor } from '../audit/index.js';

/** A rate's or the margin's history subject: the currency, or `margin`. */
export type RateSubject = Exclude<CurrencyCcy, 'RUB'> | 'margin';

/** Who set a value: the member, and (approved under four-eyes) the member who asked for it. */
export interface RateSetter {
  actor: StaffActor;
  requestedBy?: number | null;
}

/** A rate's or the margin's new value: its history row (who set it, who asked) and its audit row, before → after. */
export async function recordValueChange(
  tx: Executor,
  by: RateSetter,
  change: { subject: string; previous: string | null; value: string },
  audit: { action: string; objectType: string; objectId: string; field: string },
) {
  await tx.insert(rateChanges).values({
    ...change,
    changedBy: by.actor.id,
    requestedBy: by.requestedBy ?? null,
  });
  await recordStaffAction(tx, by.actor, {
    action: audit.action,
    objectType: audit.objectType,
    objectId: audit.objectId,
    changes: { [audit.field]: [change.previous, change.value] },
  });
}
