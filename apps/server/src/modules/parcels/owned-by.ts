import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { parcels } from '../../db/schema/parcels.js';

/** Whether the parcel is this customer's own (the help desk's object check). */
export async function parcelOwnedBy(db: Executor, userId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: parcels.id })
    .from(parcels)
    .where(and(eq(parcels.id, id), eq(parcels.userId, userId)));
  return row !== undefined;
}
