import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { parcels } from '../../db/schema/parcels.js';
import { addressTextSql } from '../addresses/index.js';
import { recipientNameSql } from '../recipients/index.js';
import { tariffCountrySql } from '../reference/index.js';

/** What a flight (decision 062) reads of its parcels: status, weight, recipient, address, customs country. */
export interface FlightParcelRow {
  id: number;
  userId: number;
  statusId: number;
  recipientId: number | null;
  recipientName: string | null;
  address: string | null;
  tariffCountry: number | null;
  weightKg: string | null;
  outgoingDeclaration: string | null;
  registry: string | null;
}

/** A batch of parcels by id (a flight's, 500 at a time), in id order: one statement. */
export async function parcelsForFlight(db: Executor, ids: readonly number[]): Promise<FlightParcelRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: parcels.id,
      userId: parcels.userId,
      statusId: parcels.statusId,
      recipientId: parcels.recipientId,
      recipientName: recipientNameSql(parcels.userId, parcels.recipientId),
      address: addressTextSql(parcels.userId, parcels.addressId),
      tariffCountry: tariffCountrySql(parcels.deliveryTransportId),
      weightKg: sql<string | null>`${parcels.weightKg}::text`,
      outgoingDeclaration: parcels.outgoingDeclaration,
      registry: parcels.registry,
    })
    .from(parcels)
    .where(inArray(parcels.id, [...ids]))
    .orderBy(parcels.id);
}

/**
 * The parcel a desk scan or typed text names: its number (the label's barcode holds the plain digits, decision 063)
 * or its outgoing track (letters and digits, case aside). Undefined when none.
 */
export async function findParcelByRef(db: Executor, ref: string) {
  const text = ref.trim();
  const byNumber = /^\d{1,10}$/.test(text) && Number(text) <= 2_147_483_647;
  const [row] = await db
    .select({ id: parcels.id, userId: parcels.userId, statusId: parcels.statusId })
    .from(parcels)
    .where(
      byNumber ? eq(parcels.id, Number(text)) : sql`upper(${parcels.outgoingDeclaration}) = upper(${text})`,
    )
    .limit(1);
  return row;
}
