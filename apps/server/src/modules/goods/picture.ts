import { and, eq } from 'drizzle-orm';
import { GOOD_MESSAGES } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { goods } from '../../db/schema/goods.js';
import { notFound } from '../../errors.js';
import type { FileStorage } from '../../integrations/storage/file-storage.js';
import { deleteOwnImage } from '../uploads/index.js';
import { findOwnGood } from './queries.js';

/** Takes the photo off the customer's good and deletes the file. */
export async function deleteGoodPicture(
  db: Executor,
  storage: FileStorage,
  userId: number,
  goodId: number,
  imageName: string,
) {
  const good = await findOwnGood(db, userId, goodId);
  if (good.picture !== imageName) throw notFound(GOOD_MESSAGES.pictureDeleteFailed);
  await db
    .update(goods)
    .set({ picture: null, updatedAt: new Date() })
    .where(and(eq(goods.id, goodId), eq(goods.userId, userId)));
  await deleteOwnImage(db, storage, userId, imageName).catch(() => undefined);
}
