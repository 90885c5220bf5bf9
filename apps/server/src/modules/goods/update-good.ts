import { GOOD_MESSAGES } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { updateStatus } from '../../db/guarded-update.js';
import { goods } from '../../db/schema/goods.js';
import { goodColumns, type GoodItem } from './good-columns.js';
import { findOwnGood, goodNotFound } from './queries.js';
import { goodTrackColumns } from './track-columns.js';

/**
 * Editing a good while the transition table allows it; a waif the customer identified becomes an ordinary good
 * waiting to be matched (13 → 10). The status is never written from this read: the guarded update keeps the
 * status it finds, so a warehouse receipt that lands meanwhile is kept (or the edit answers 409).
 */
export async function updateGood(db: Executor, userId: number, id: number, track: string, item: GoodItem) {
  const current = await findOwnGood(db, userId, id);
  const columns = await goodColumns(db, userId, {
    ...item,
    orderUnitId: item.orderUnitId ?? current.orderUnitId,
  });
  return updateStatus(db, {
    table: goods,
    entity: 'good',
    actor: 'customer',
    action: 'edit',
    id,
    ownerId: userId,
    set: { ...columns, ...goodTrackColumns(track), updatedAt: new Date() },
    notFound: goodNotFound,
    refusal: GOOD_MESSAGES.notEditable,
  });
}
