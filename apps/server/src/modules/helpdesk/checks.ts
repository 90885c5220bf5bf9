import { HELPDESK_MESSAGES, type TicketObjectType } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { fieldError, notFound } from '../../errors.js';
import { cargoOwnedBy } from '../cargo/index.js';
import { topUpOwnedBy } from '../finance/index.js';
import { goodOwnedBy } from '../goods/index.js';
import { orderOwnedBy } from '../orders/index.js';
import { parcelOwnedBy } from '../parcels/index.js';
import { findOwnUpload } from '../uploads/index.js';

const OWNED_BY: Record<TicketObjectType, (db: Executor, userId: number, id: number) => Promise<boolean>> = {
  parcel: parcelOwnedBy,
  good: goodOwnedBy,
  cargo: cargoOwnedBy,
  order: orderOwnedBy,
  topUp: topUpOwnedBy,
};

/**
 * A ticket may be about one of the customer's own objects only: another customer's (or no such) object answers
 * 404, as if it did not exist. A type without an id (or an id without a type) is about nothing.
 */
export async function checkTicketObject(
  db: Executor,
  userId: number,
  objectType: TicketObjectType | undefined,
  objectId: number | undefined,
): Promise<{ objectType: TicketObjectType; objectId: number } | null> {
  if (objectType === undefined || objectId === undefined) return null;
  if (!(await OWNED_BY[objectType](db, userId, objectId))) throw notFound(HELPDESK_MESSAGES.objectNotFound);
  return { objectType, objectId };
}

/**
 * Attachments are image names the author uploaded (the storage checked each by its content and size at upload):
 * a name of someone else's upload, or of none, is refused on the `images` field.
 */
export async function checkAttachments(db: Executor, authorId: number, names: readonly string[]) {
  const unique = [...new Set(names)];
  for (const name of unique) {
    if (!(await findOwnUpload(db, authorId, name)))
      throw fieldError('images', HELPDESK_MESSAGES.attachmentUnknown);
  }
  return unique;
}
