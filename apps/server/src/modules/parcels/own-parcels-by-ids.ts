import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { parcels } from '../../db/schema/parcels.js';
import type { ParcelRow } from './parcel-row.js';

/** The customer's parcels with these ids, by id (one query for a page of goods). */
export async function ownParcelsByIds(db: Executor, userId: number, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<number, ParcelRow>();
  const rows = await db
    .select()
    .from(parcels)
    .where(and(eq(parcels.userId, userId), inArray(parcels.id, unique)));
  return new Map(rows.map((row) => [row.id, row]));
}
