import { and, count, eq, ne } from 'drizzle-orm';
import { GOOD_MESSAGES, ORDER_MESSAGES } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { orderUnits } from '../../db/schema/orders.js';
import { notFound } from '../../errors.js';
import type { FileStorage } from '../../integrations/storage/file-storage.js';
import { deleteOwnImage } from '../uploads/index.js';
import { editLot } from './lot-steps.js';
import { lockOwnOrder, orderIdOfOwnLot } from './queries.js';

/**
 * `DELETE api/order/orderUnit/picture/{lotId}?imageName`: takes the photo off a lot the customer may still edit
 * (10/70; else 409) and deletes the file, unless another of the customer's lots shows it too.
 */
export async function deleteLotPicture(
  db: Executor,
  storage: FileStorage,
  userId: number,
  lotId: number,
  imageName: string,
) {
  const orderId = await orderIdOfOwnLot(db, userId, lotId);
  await db.transaction(async (tx) => {
    await lockOwnOrder(tx, userId, orderId);
    const [lot] = await tx.select().from(orderUnits).where(eq(orderUnits.id, lotId));
    if (lot?.photoUrl !== imageName) throw notFound(GOOD_MESSAGES.pictureDeleteFailed);
    await editLot(tx, userId, lotId, { photoUrl: null });
  });
  const [shown] = await db
    .select({ n: count() })
    .from(orderUnits)
    .where(and(eq(orderUnits.userId, userId), eq(orderUnits.photoUrl, imageName), ne(orderUnits.id, lotId)));
  if (shown!.n === 0) await deleteOwnImage(db, storage, userId, imageName).catch(() => undefined);
  return { message: ORDER_MESSAGES.pictureDeleted };
}
