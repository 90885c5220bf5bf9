import { and, isNull } from 'drizzle-orm';
import { RECIPIENT_MESSAGES, type Recipient } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { moveStatus } from '../../db/guarded-update.js';
import { recipients } from '../../db/schema/recipients.js';
import { recordStaffAction, rowChanges, type StaffActor } from '../audit/index.js';
import { countryNames } from '../reference/index.js';
import { checkVersion, isVersion, recipientNotFound } from './queries.js';
import { toRecipientView } from './view.js';

export type ReviewDecision = { confirm: true } | { confirm: false; reason: string };

/** The guarded review step: the recipient as read and as written. */
function decide(db: Executor, reviewerId: number, id: number, decision: ReviewDecision, seen?: string) {
  const now = new Date();
  return moveStatus(db, {
    table: recipients,
    entity: 'recipient',
    actor: 'staff',
    action: decision.confirm ? 'confirm' : 'cancel',
    id,
    where: and(isNull(recipients.archivedAt), isVersion(seen)),
    set: (current) => {
      checkVersion(current, seen);
      return {
        cancelReason: decision.confirm ? null : decision.reason,
        reviewedBy: reviewerId,
        reviewedAt: now,
        updatedAt: now,
      };
    },
    notFound: recipientNotFound,
    refusal: RECIPIENT_MESSAGES.notUnderReview,
  });
}

/**
 * Confirms (2) or cancels (3, with a reason the customer sees) a recipient under review, through
 * RECIPIENT_TRANSITIONS, with the desk's audit row in the same transaction. With `seen` (the version the staff
 * member reviewed) a decision never lands on data the customer changed after the desk loaded it.
 */
export async function reviewRecipient(
  db: Executor,
  actor: StaffActor,
  id: number,
  decision: ReviewDecision,
  seen?: string,
): Promise<Recipient> {
  const row = await db.transaction(async (tx) => {
    const { before, after } = await decide(tx, actor.id, id, decision, seen);
    await recordStaffAction(tx, actor, {
      action: decision.confirm ? 'recipient.confirm' : 'recipient.cancel',
      objectType: 'recipient',
      objectId: id,
      customerId: after.userId,
      changes: rowChanges(before, after, ['statusId', 'cancelReason']),
      reason: decision.confirm ? null : decision.reason,
    });
    return after;
  });
  return toRecipientView(row, await countryNames(db));
}

/** The demo seed's sample recipient, confirmed with the demo customer standing in as the reviewer (no staff yet). */
export async function confirmSampleRecipient(db: Executor, reviewerId: number, id: number): Promise<void> {
  await decide(db, reviewerId, id, { confirm: true });
}
