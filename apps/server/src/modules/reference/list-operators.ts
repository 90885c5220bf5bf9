import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { lastMileOperators } from '../../db/schema/reference.js';

export async function listOperators(db: Executor) {
  return db.select().from(lastMileOperators).orderBy(asc(lastMileOperators.id));
}
