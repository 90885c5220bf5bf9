import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { uploads } from '../../db/schema/uploads.js';
import type { FileStorage } from '../../integrations/storage/file-storage.js';
import { findOwnUpload, imageNotFound } from './find-upload.js';

/** Deletes one of the caller's images, its record and its file; another's image is 404. */
export async function deleteOwnImage(db: Executor, storage: FileStorage, userId: number, fileName: string) {
  const upload = await findOwnUpload(db, userId, fileName);
  if (!upload) throw imageNotFound();
  await db.delete(uploads).where(eq(uploads.id, upload.id));
  await storage.delete(fileName);
}
