import { and, eq } from 'drizzle-orm';
import { GOOD_MESSAGES } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { uploads } from '../../db/schema/uploads.js';
import { notFound } from '../../errors.js';

/** The answer when an image is not there (or not the caller's): 404, never 403. */
export const imageNotFound = () => notFound(GOOD_MESSAGES.imageNotFound);

/** An upload of the given owner by its file name, or null (someone else's reads as none). */
export async function findOwnUpload(db: Executor, userId: number, fileName: string) {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.fileName, fileName), eq(uploads.userId, userId)));
  return row ?? null;
}

/** An upload by its file name, whoever owns it: the image route serves any image by its unguessable name. */
export async function findUpload(db: Executor, fileName: string) {
  const [row] = await db.select().from(uploads).where(eq(uploads.fileName, fileName));
  return row ?? null;
}
