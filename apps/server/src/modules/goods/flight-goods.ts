import { asc, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { goods } from '../../db/schema/goods.js';

/** A good line as a flight's registry and totals read it (decision 062). */
export interface FlightGoodLine {
  id: number;
  parcelId: number;
  description: string;
  infoUrl: string;
  qty: number;
  price: string;
  currency: string;
  tnvedCode: string | null;
  storageFeeDue: string;
}

/** The goods of a batch of parcels (a flight's, 500 at a time), in parcel then good order: one statement. */
export async function goodsOfParcels(db: Executor, parcelIds: readonly number[]): Promise<FlightGoodLine[]> {
  if (parcelIds.length === 0) return [];
  const rows = await db
    .select({
      id: goods.id,
      parcelId: goods.parcelId,
      description: goods.description,
      infoUrl: goods.infoUrl,
      qty: goods.qty,
      price: sql<string>`${goods.price}::text`,
      currency: goods.currency,
      tnvedCode: goods.tnvedCode,
      storageFeeDue: sql<string>`${goods.storageFeeDue}::text`,
    })
    .from(goods)
    .where(inArray(goods.parcelId, [...parcelIds]))
    .orderBy(asc(goods.parcelId), asc(goods.id));
  return rows as FlightGoodLine[];
}
