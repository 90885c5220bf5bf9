import { and, eq, inArray } from 'drizzle-orm';
import { GOOD_STATUS, PARCEL_MESSAGES, PARCEL_OPEN_STATUSES, PARCEL_STATUS_TITLE } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { goods, parcels } from '../../db/schema/index.js';
import { AppError, conflict } from '../../errors.js';

type ParcelRow = typeof parcels.$inferSelect;

export const parcelNotFound = () => new AppError(404, 'NOT_FOUND', PARCEL_MESSAGES.notFound);

export async function findOwnParcel(db: Executor, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(parcels)
    .where(and(eq(parcels.id, id), eq(parcels.userId, userId)));
  if (!row) throw parcelNotFound();
  return row;
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
}

export async function insertParcel(tx: Executor, userId: number, parcel: NewParcel) {
  const [row] = await tx
    .insert(parcels)
    .values({ userId, ...parcel })
    .returning();
  return row!;
}

export async function updateParcelData(tx: Executor, userId: number, id: number, parcel: Partial<NewParcel>) {
  const [row] = await tx
    .update(parcels)
    .set({ ...parcel, updatedAt: new Date() })
    .where(and(eq(parcels.id, id), eq(parcels.userId, userId)))
    .returning();
  if (!row) throw parcelNotFound();
  return row;
}

/** The parcel as the ready-goods answers show it (`parcelData`). */
export function parcelDataView(row: ParcelRow) {
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

/** Only a good on the warehouse shelf goes into a parcel, and only while the parcel is still open. */
export async function addGoodToParcel(db: Executor, userId: number, parcelId: number, goodId: number) {
  const parcel = await findOwnParcel(db, userId, parcelId);
  if (!PARCEL_OPEN_STATUSES.includes(parcel.statusId))
    throw conflict('PARCEL_NOT_OPEN', PARCEL_MESSAGES.notOpen);
  const [row] = await db
    .update(goods)
    .set({ parcelId, updatedAt: new Date() })
    .where(
      and(
        eq(goods.id, goodId),
        eq(goods.userId, userId),
        inArray(goods.statusId, [
          GOOD_STATUS.READY_GOODS,
          GOOD_STATUS.WAITING,
          GOOD_STATUS.RECEIVED,
          GOOD_STATUS.ON_STORE,
        ]),
      ),
    )
    .returning({ id: goods.id });
  if (!row) throw conflict('GOOD_NOT_AVAILABLE', PARCEL_MESSAGES.addFailed);
}

export async function removeGoodFromParcel(db: Executor, userId: number, parcelId: number, goodId: number) {
  const parcel = await findOwnParcel(db, userId, parcelId);
  if (!PARCEL_OPEN_STATUSES.includes(parcel.statusId))
    throw conflict('PARCEL_NOT_OPEN', PARCEL_MESSAGES.notOpen);
  const [row] = await db
    .update(goods)
    .set({ parcelId: null, updatedAt: new Date() })
    .where(and(eq(goods.id, goodId), eq(goods.userId, userId), eq(goods.parcelId, parcelId)))
    .returning({ id: goods.id });
  if (!row) throw new AppError(404, 'NOT_FOUND', 'Товар не найден в посылке');
}

export async function setParcelStatus(tx: Executor, userId: number, id: number, statusId: number) {
  await tx
    .update(parcels)
    .set({ statusId, updatedAt: new Date() })
    .where(and(eq(parcels.id, id), eq(parcels.userId, userId)));
}
