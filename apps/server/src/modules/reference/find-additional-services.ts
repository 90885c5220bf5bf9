import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { additionalServices } from '../../db/schema/reference.js';

export async function findAdditionalServices(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(additionalServices).where(inArray(additionalServices.id, ids));
}
