import { and, eq, isNull } from 'drizzle-orm';
import {
  RECIPIENT_INITIAL_STATUS,
  RECIPIENT_MESSAGES,
  type Recipient,
  type RecipientData,
} from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { updateStatus } from '../../db/guarded-update.js';
import { recipients } from '../../db/schema/recipients.js';
import { conflict } from '../../errors.js';
import { countryNames } from '../reference/index.js';
import { checkVersion, dataColumns, findOwnRecipient, isVersion, recipientNotFound } from './queries.js';
import { toRecipientView } from './view.js';

/** A new recipient goes to review (status 1). */
export async function createRecipient(db: Executor, userId: number, data: RecipientData): Promise<Recipient> {
  const [row] = await db
    .insert(recipients)
    .values({
      userId,
      ...dataColumns(data),
      nickName: data.nickName,
      statusId: RECIPIENT_INITIAL_STATUS.filled,
    })
    .returning();
  return toRecipientView(row!, await countryNames(db));
}

/**
 * Edited data is checked again: the recipient goes back to review (RECIPIENT_TRANSITIONS `edit`) and an old
 * refusal reason is dropped. The UPDATE names the status it read, so a staff decision that lands meanwhile is
 * not overwritten; with `seen` (the version the form was loaded from) it also refuses to overwrite data the
 * customer has not seen.
 */
export async function updateRecipient(
  db: Executor,
  userId: number,
  id: number,
  data: RecipientData,
  seen?: string,
): Promise<Recipient> {
  const row = await updateStatus(db, {
    table: recipients,
    entity: 'recipient',
    actor: 'customer',
    action: 'edit',
    id,
    ownerId: userId,
    where: and(isNull(recipients.archivedAt), isVersion(seen)),
    set: (current) => {
      if (current.archivedAt) throw conflict('RECIPIENT_ARCHIVED', RECIPIENT_MESSAGES.cannotEditArchived);
      checkVersion(current, seen);
      return {
        ...dataColumns(data),
        nickName: data.nickName,
        cancelReason: null,
        reviewedAt: null,
        reviewedBy: null,
        updatedAt: new Date(),
      };
    },
    notFound: recipientNotFound,
    refusal: RECIPIENT_MESSAGES.changedMeanwhile,
  });
  return toRecipientView(row, await countryNames(db));
}

/** Archive and restore keep the review status: any recipient may be put away and brought back. */
export async function setRecipientArchived(
  db: Executor,
  userId: number,
  id: number,
  archived: boolean,
): Promise<Recipient> {
  const current = await findOwnRecipient(db, userId, id);
  const [row] = await db
    .update(recipients)
    .set({ archivedAt: archived ? (current.archivedAt ?? new Date()) : null, updatedAt: new Date() })
    .where(and(eq(recipients.id, id), eq(recipients.userId, userId)))
    .returning();
  return toRecipientView(row!, await countryNames(db));
}
