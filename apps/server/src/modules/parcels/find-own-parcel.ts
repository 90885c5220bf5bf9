import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { parcels } from '../../db/schema/parcels.js';
import { parcelNotFound } from './parcel-row.js';

/** The customer's own parcel; another customer's id answers 404 as if it did not exist. */
export async function findOwnParcel(db: Executor, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(parcels)
    .where(and(eq(parcels.id, id), eq(parcels.userId, userId)));
  if (!row) throw parcelNotFound();
  return row;
}
