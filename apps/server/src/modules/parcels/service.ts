import { and, eq, inArray } from 'drizzle-orm';
import { PARCEL_MESSAGES, PARCEL_STATUS_TITLE, type ParcelAction, type ReadyParcelData } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { updateStatus } from '../../db/guarded-update.js';
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

export interface NewParcel {
  name: string;
  statusId: number;
  recipientId: number;
  addressId: number;
  deliveryTransportId: number;
  finalRecipientName: string | null;
  finalRecipientPhone: string | null;
  packageTypeId: number;
  additionalServicesIds: number[];
  withCrating?: boolean;
}

export async function insertParcel(tx: Executor, userId: number, parcel: NewParcel) {
  const [row] = await tx
    .insert(parcels)
    .values({ userId, ...parcel })
    .returning();
  return row!;
}

/**
 * A customer's action on their parcel through the transition table (`PARCEL_TRANSITIONS`), with other columns
 * written in the same guarded UPDATE. Inside a transaction the updated row stays locked until the commit, so
 * changes to the parcel's goods made in that transaction cannot race the parcel out of the status allowed.
 */
export function changeOwnParcel(
  tx: Executor,
  userId: number,
  id: number,
  action: ParcelAction,
  options: { set?: Partial<NewParcel>; refusal?: string } = {},
) {
  return updateStatus(tx, {
    table: parcels,
    entity: 'parcel',
    actor: 'customer',
    action,
    id,
    ownerId: userId,
    set: { ...options.set, updatedAt: new Date() },
    notFound: parcelNotFound,
    refusal: options.refusal,
  });
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
    outgoingDeclaration: row.outgoingDeclaration,
  };
}
