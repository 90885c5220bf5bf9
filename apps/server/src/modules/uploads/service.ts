import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { GOOD_MESSAGES, GOOD_PHOTO_MAX_BYTES, IMAGE_MAX_BYTES } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { uploads } from '../../db/schema/uploads.js';
import { AppError, notFound } from '../../errors.js';
import type { FileStorage } from '../../integrations/storage/file-storage.js';
import { detectImageType } from './image-type.js';

export type UploadPurpose = 'good' | 'image';

export const UPLOAD_LIMITS: Record<UploadPurpose, { bytes: number; message: string }> = {
  good: { bytes: GOOD_PHOTO_MAX_BYTES, message: GOOD_MESSAGES.photoTooLarge },
  image: { bytes: IMAGE_MAX_BYTES, message: GOOD_MESSAGES.imageTooLarge },
};

export const imageNotFound = () => notFound(GOOD_MESSAGES.imageNotFound);

/** Checks an image by content and size, stores it under a generated name and records its owner. */
export async function storeImage(
  db: Executor,
  storage: FileStorage,
  userId: number,
  data: Buffer,
  purpose: UploadPurpose,
): Promise<{ fileName: string; mimeType: string; size: number }> {
  if (data.length === 0) throw new AppError(400, 'NO_FILE', GOOD_MESSAGES.noFile);
  const limit = UPLOAD_LIMITS[purpose];
  if (data.length > limit.bytes) throw new AppError(413, 'FILE_TOO_LARGE', limit.message);
  const type = detectImageType(data);
  if (!type) throw new AppError(415, 'UNSUPPORTED_IMAGE', GOOD_MESSAGES.photoType);
  const fileName = `${randomUUID()}.${type.extension}`;
  await storage.put(fileName, data);
  await db.insert(uploads).values({ userId, fileName, mimeType: type.mimeType, size: data.length });
  return { fileName, mimeType: type.mimeType, size: data.length };
}

export async function findOwnUpload(db: Executor, userId: number, fileName: string) {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.fileName, fileName), eq(uploads.userId, userId)));
  return row ?? null;
}

export async function findUpload(db: Executor, fileName: string) {
  const [row] = await db.select().from(uploads).where(eq(uploads.fileName, fileName));
  return row ?? null;
}

export async function deleteOwnImage(db: Executor, storage: FileStorage, userId: number, fileName: string) {
  const upload = await findOwnUpload(db, userId, fileName);
  if (!upload) throw imageNotFound();
  await db.delete(uploads).where(eq(uploads.id, upload.id));
  await storage.delete(fileName);
}
