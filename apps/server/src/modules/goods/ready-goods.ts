import { and, eq, inArray } from 'drizzle-orm';
import {
  addressesForTariff,
  GOOD_STATUS,
  goodItemSchema,
  oneClickParcelSchema,
  PARCEL_MESSAGES,
  PARCEL_STATUS,
} from '@cargo/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { goods } from '../../db/schema/index.js';
import { badRequest, conflict } from '../../errors.js';
import { findActiveAddressForRules } from '../addresses/service.js';
import {
  findOwnParcel,
  insertParcel,
  parcelDataView,
  setParcelStatus,
  updateParcelData,
} from '../parcels/service.js';
import { findConfirmedRecipient } from '../recipients/service.js';
import { findTariff } from '../reference/service.js';
import { findOwnGood, goodNotFound, viewGoods } from './queries.js';
import { claimWaifReceipt, goodColumns } from './save-goods.js';

type GoodItem = z.output<typeof goodItemSchema>;
type ParcelData = z.output<typeof oneClickParcelSchema>;

const parcelError = (field: string, message: string) =>
  badRequest('VALIDATION_ERROR', message, { [`parcelData.${field}`]: message });

/**
 * Checks the parcel half of a one-click good: a confirmed recipient of this customer, a tariff of the
 * recipient's country, and an active address of the customer that the tariff delivers to.
 */
async function resolveParcel(db: Executor, userId: number, data: ParcelData) {
  const recipient = await findConfirmedRecipient(db, userId, data.recipientId);
  if (!recipient) throw parcelError('recipientId', PARCEL_MESSAGES.recipientRequired);
  const tariff = await findTariff(db, data.deliveryTransportId);
  if (!tariff || !tariff.active || tariff.countryCode !== recipient.countryCode) {
    throw parcelError('deliveryTransportId', PARCEL_MESSAGES.tariffRequired);
  }
  const address = await findActiveAddressForRules(db, userId, data.deliveryAddressId);
  if (!address || addressesForTariff([address], { id: tariff.id, title: tariff.title }).length === 0) {
    throw parcelError('deliveryAddressId', PARCEL_MESSAGES.addressRequired);
  }
  return {
    name: data.nameOfTheProduct,
    recipientId: recipient.id,
    addressId: address.id,
    deliveryTransportId: tariff.id,
    finalRecipientName: data.hasTheSameRecipient ? null : (data.finalRecipientName ?? null),
    finalRecipientPhone: data.hasTheSameRecipient ? null : (data.finalRecipientPhone ?? null),
    packageTypeId: data.parcelPackageTypeId,
    additionalServicesIds: [...new Set(data.additionalServicesIds)].sort((a, b) => a - b),
  };
}

async function readyView(db: Executor, row: typeof goods.$inferSelect) {
  const [view] = await viewGoods(db, [row]);
  const parcel = row.parcelId ? await findOwnParcel(db, row.userId, row.parcelId) : null;
  return { ...view!, parcelData: parcel ? parcelDataView(parcel) : null };
}

/** One good and its parcel, created together in one transaction: either both exist afterwards or neither. */
export async function createReadyGood(
  db: Executor,
  userId: number,
  track: string,
  item: GoodItem,
  data: ParcelData,
) {
  const parcelValues = await resolveParcel(db, userId, data);
  const row = await db.transaction(async (tx) => {
    const parcel = await insertParcel(tx, userId, {
      ...parcelValues,
      statusId: PARCEL_STATUS.PARCEL_REQUEST,
    });
    const columns = await goodColumns(tx, userId, item, 'goods.0.');
    const received = await claimWaifReceipt(tx, userId, track);
    const [good] = await tx
      .insert(goods)
      .values({
        ...columns,
        userId,
        incomingDeclaration: track,
        statusId: received ? GOOD_STATUS.ON_STORE : GOOD_STATUS.READY_GOODS,
        isReady: true,
        parcelId: parcel.id,
      })
      .returning();
    return good!;
  });
  return readyView(db, row);
}

export async function listReadyGoods(
  db: Executor,
  userId: number,
  statusIds: number[] | undefined,
  size: number,
) {
  const conditions = [eq(goods.userId, userId), eq(goods.isReady, true)];
  if (statusIds?.length) conditions.push(inArray(goods.statusId, statusIds));
  const rows = await db
    .select()
    .from(goods)
    .where(and(...conditions))
    .limit(size);
  const data = [];
  for (const row of rows) data.push(await readyView(db, row));
  return { data, totalElements: data.length, totalPages: 0, page: 1 };
}

async function findOwnReadyGood(db: Executor, userId: number, id: number) {
  const row = await findOwnGood(db, userId, id);
  if (!row.isReady) throw goodNotFound();
  return row;
}

export async function getReadyGood(db: Executor, userId: number, id: number) {
  return readyView(db, await findOwnReadyGood(db, userId, id));
}

const OPEN_READY_STATUSES: readonly number[] = [
  GOOD_STATUS.READY_GOODS,
  GOOD_STATUS.WAITING,
  GOOD_STATUS.ON_STORE,
];

/** Changes the good and its parcel together while the parcel is still a request. */
export async function updateReadyGood(
  db: Executor,
  userId: number,
  id: number,
  track: string,
  item: GoodItem,
  data: ParcelData | null,
) {
  const current = await findOwnReadyGood(db, userId, id);
  if (!OPEN_READY_STATUSES.includes(current.statusId)) {
    throw conflict('STATUS_CONFLICT', 'Товар в этом статусе изменить нельзя');
  }
  const parcelValues = data ? await resolveParcel(db, userId, data) : null;
  const row = await db.transaction(async (tx) => {
    const columns = await goodColumns(tx, userId, item, 'goods.0.');
    if (parcelValues && current.parcelId) await updateParcelData(tx, userId, current.parcelId, parcelValues);
    const [good] = await tx
      .update(goods)
      .set({ ...columns, incomingDeclaration: track, updatedAt: new Date() })
      .where(eq(goods.id, id))
      .returning();
    return good!;
  });
  return readyView(db, row);
}

/** Withdraws a one-click good before the warehouse processed it: the good and its parcel are cancelled. */
export async function cancelReadyGood(db: Executor, userId: number, id: number) {
  const current = await findOwnReadyGood(db, userId, id);
  if (current.statusId !== GOOD_STATUS.READY_GOODS && current.statusId !== GOOD_STATUS.WAITING) {
    throw conflict('STATUS_CONFLICT', 'Удалить можно только товар, который ещё не принят складом');
  }
  await db.transaction(async (tx) => {
    await tx
      .update(goods)
      .set({ statusId: GOOD_STATUS.CANCELED, updatedAt: new Date() })
      .where(eq(goods.id, id));
    if (current.parcelId) {
      await setParcelStatus(tx, userId, current.parcelId, PARCEL_STATUS.CANCELED);
    }
  });
}
