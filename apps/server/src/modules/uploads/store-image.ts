import { randomUUID } from 'node:crypto';
import { GOOD_MESSAGES } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { uploads } from '../../db/schema/uploads.js';
import { AppError } from '../../errors.js';
import type { FileStorage } from '../../integrations/storage/file-storage.js';
import { detectImageType } from './image-type.js';
import { UPLOAD_LIMITS, type UploadPurpose } from './upload-limits.js';

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
