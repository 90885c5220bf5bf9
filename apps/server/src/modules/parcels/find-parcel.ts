import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { parcels } from '../../db/schema/parcels.js';
import { parcelNotFound } from './parcel-row.js';

/** Any customer's parcel (the warehouse desk). */
export async function findParcel(db: Executor, id: number) {
  const [row] = await db.select().from(parcels).where(eq(parcels.id, id));
  if (!row) throw parcelNotFound();
  return row;
}
