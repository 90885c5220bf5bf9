import { eq } from 'drizzle-orm';
import { BOUGHT_GOOD_MESSAGES, mayCustomerDeleteGood } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { goods } from '../../db/schema/goods.js';
import { conflict } from '../../errors.js';
import { findOwnGood } from './queries.js';

/**
 * The buyer's transfer of a paid buyout lot made this good (decision 051): from now on the customer cannot delete
 * it. Called by the orders module in the transfer's transaction; the flag never changes afterwards.
 */
export async function markBoughtByService(tx: Executor, goodId: number): Promise<void> {
  await tx.update(goods).set({ boughtByService: true }).where(eq(goods.id, goodId));
}

/**
 * 404 when the good is not the customer's; 409 `BOUGHT_GOOD` when the service bought it with the customer's money
 * (the domain's `mayCustomerDeleteGood`). The flag is set once at creation, so reading it before the guarded
 * status update races with nothing.
 */
export async function refuseDeletingBoughtGood(db: Executor, userId: number, id: number): Promise<void> {
  const good = await findOwnGood(db, userId, id);
  if (!mayCustomerDeleteGood(good)) throw conflict('BOUGHT_GOOD', BOUGHT_GOOD_MESSAGES.notDeletable);
}
