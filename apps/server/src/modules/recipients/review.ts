import { and, isNull } from 'drizzle-orm';
import { RECIPIENT_MESSAGES, type Recipient } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { updateStatus } from '../../db/guarded-update.js';
import { recipients } from '../../db/schema/recipients.js';
import { countryNames } from '../reference/index.js';
import { checkVersion, isVersion, recipientNotFound } from './queries.js';
import { toRecipientView } from './view.js';

export type ReviewDecision = { confirm: true } | { confirm: false; reason: string };

/**
 * Confirms (2) or cancels (3, with a reason the customer sees) a recipient under review, through
 * RECIPIENT_TRANSITIONS. With `seen` (the version the staff member reviewed) a decision never lands on data
 * the customer changed after the desk loaded it.
 */
export async function reviewRecipient(
  db: Executor,
  staffId: number,
  id: number,
  decision: ReviewDecision,
  seen?: string,
): Promise<Recipient> {
  const now = new Date();
  const row = await updateStatus(db, {
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
        reviewedBy: staffId,
        reviewedAt: now,
        updatedAt: now,
      };
    },
    notFound: recipientNotFound,
    refusal: RECIPIENT_MESSAGES.notUnderReview,
  });
  return toRecipientView(row, await countryNames(db));
}
