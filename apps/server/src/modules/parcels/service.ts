import { and, eq, inArray } from 'drizzle-orm';
import { PARCEL_MESSAGES, PARCEL_STATUS_TITLE, type ReadyParcelData } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { parcels } from '../../db/schema/parcels.js';
import { notFound } from '../../errors.js';

export type ParcelRow = typeof parcels.$inferSelect;

export const parcelNotFound = () => notFound(PARCEL_MESSAGES.notFound);

export async function findOwnParcel(db: Executor, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(parcels)
    .where(and(eq(parcels.id, id), eq(parcels.userId, userId)));
  if (!row) throw parcelNotFound();
  return row;
}

/** Any customer's parcel (the warehouse desk). */
export async function findParcel(db: Executor, id: number) {
  const [row] = await db.select().from(parcels).where(eq(parcels.id, id));
  if (!row) throw parcelNotFound();
  return row;
}

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

/** A parcel's data from the order form or the one-click form, as checked by `resolveParcelFields`. */
export interface NewParcel {
  name: string;
  recipientId: number;
  addressId: number;
  deliveryTransportId: number;
  finalRecipientName: string | null;
  finalRecipientPhone: string | null;
  packageTypeId: number;
  additionalServicesIds: number[];
  withCrating?: boolean;
  insured?: boolean;
}

/** The parcel as the ready-goods answers show it (`parcelData`). */
export function parcelDataView(row: ParcelRow): ReadyParcelData {
  return {
    id: row.id,
    name: row.name,
    statusId: row.statusId,
    status: PARCEL_STATUS_TITLE[row.statusId] ?? '',
    recipientDataId: row.recipientId,
    recipientId: row.addressId,
    deliveryTransport: row.deliveryTransportId,
    finalRecipientName: row.finalRecipientName,
    finalRecipientPhone: row.finalRecipientPhone,
    packageTypeId: row.packageTypeId,
    additionalServicesIds: row.additionalServicesIds.join(','),
    insured: row.insured,
    outgoingDeclaration: row.outgoingDeclaration,
  };
}
