import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { goods } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { FileStorage } from '../../integrations/storage/file-storage.js';
import { deleteOwnImage } from '../uploads/service.js';
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
  if (good.picture !== imageName)
    throw new AppError(404, 'NOT_FOUND', 'Не удалось удалить изображение из товара');
  await db
    .update(goods)
    .set({ picture: null, updatedAt: new Date() })
    .where(and(eq(goods.id, goodId), eq(goods.userId, userId)));
  await deleteOwnImage(db, storage, userId, imageName).catch(() => undefined);
}
