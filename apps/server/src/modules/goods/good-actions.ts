import { and, eq, inArray } from 'drizzle-orm';
import { GOOD_STATUS } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { goods } from '../../db/schema/index.js';
import { conflict } from '../../errors.js';
import { findOwnGood } from './queries.js';

/** Moves a good from one of the allowed statuses to another, or answers 409 when its status does not allow it. */
async function transition(
  db: Executor,
  userId: number,
  id: number,
  from: readonly number[],
  to: number,
  refusal: string,
) {
  await findOwnGood(db, userId, id);
  const [row] = await db
    .update(goods)
    // A problem's reason stops applying once the good leaves the problem status.
    .set({ statusId: to, statusReason: null, updatedAt: new Date() })
    .where(and(eq(goods.id, id), eq(goods.userId, userId), inArray(goods.statusId, [...from])))
    .returning();
  if (!row) throw conflict('STATUS_CONFLICT', refusal);
  return row;
}

/** A good not yet at the warehouse can be withdrawn: it goes to the archive (100). */
export function cancelGood(db: Executor, userId: number, id: number) {
  return transition(
    db,
    userId,
    id,
    [GOOD_STATUS.GOODS_REQUEST, GOOD_STATUS.READY_GOODS, GOOD_STATUS.WAITING, GOOD_STATUS.WAIF],
    GOOD_STATUS.CANCELED,
    'Удалить можно только товар, который ещё не принят складом',
  );
}

/** The customer accepts a good the warehouse flagged (11) or could not identify (150): it goes on the shelf. */
export function acceptGood(db: Executor, userId: number, id: number) {
  return transition(
    db,
    userId,
    id,
    [GOOD_STATUS.DOES_NOT_MEET_REQUIREMENTS, GOOD_STATUS.UNCERTAIN_PRODUCT],
    GOOD_STATUS.ON_STORE,
    'Не удалось принять груз',
  );
}

/** The customer asks the warehouse to send a good back to the seller (110); staff carry it on to 120. */
export function returnGood(db: Executor, userId: number, id: number) {
  return transition(
    db,
    userId,
    id,
    [
      GOOD_STATUS.DOES_NOT_MEET_REQUIREMENTS,
      GOOD_STATUS.ON_STORE,
      GOOD_STATUS.RECEIVED,
      GOOD_STATUS.UNCERTAIN_PRODUCT,
      GOOD_STATUS.CANCELLATION_OF_RETURN,
    ],
    GOOD_STATUS.RETURN_TO_SENDER,
    'Не удалось вернуть груз отправителю',
  );
}
