import { and, eq, inArray, isNull } from 'drizzle-orm';
import { GOOD_MESSAGES, GOOD_STATUS, goodItemSchema, normalizeServices } from '@cargo/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { additionalServices, goods, warehouseReceipts } from '../../db/schema/index.js';
import { AppError, badRequest, conflict } from '../../errors.js';
import { findOwnUpload } from '../uploads/service.js';
import { findOwnGood } from './queries.js';

type GoodItem = z.output<typeof goodItemSchema>;

/** Statuses in which the customer may still change a good's data. */
export const EDITABLE_STATUSES: readonly number[] = [
  GOOD_STATUS.GOODS_REQUEST,
  GOOD_STATUS.READY_GOODS,
  GOOD_STATUS.WAITING,
  GOOD_STATUS.RECEIVED,
  GOOD_STATUS.WAIF,
  GOOD_STATUS.ON_STORE,
];

/** Checks the services exist for goods and applies the check option; the photo must be the customer's. */
export async function goodColumns(db: Executor, userId: number, item: GoodItem, fieldPrefix = '') {
  const field = (name: string) => `${fieldPrefix}${name}`;
  if (item.serviceType === 'WITHOUT_CHECK' && item.orderUnitId) {
    throw badRequest('VALIDATION_ERROR', GOOD_MESSAGES.withoutCheckForOrder, {
      [field('serviceType')]: GOOD_MESSAGES.withoutCheckForOrder,
    });
  }
  const serviceIds = normalizeServices(item.serviceType, item.additionalServicesIds);
  const known = await db
    .select({ id: additionalServices.id, objectTypes: additionalServices.objectTypes })
    .from(additionalServices)
    .where(inArray(additionalServices.id, serviceIds));
  const valid = new Set(known.filter((s) => s.objectTypes.includes('GOODS')).map((s) => s.id));
  if (serviceIds.some((id) => !valid.has(id))) {
    throw badRequest('VALIDATION_ERROR', GOOD_MESSAGES.servicesRequired, {
      [field('additionalServicesIds')]: GOOD_MESSAGES.servicesRequired,
    });
  }
  if (item.photoUrl && !(await findOwnUpload(db, userId, item.photoUrl))) {
    throw badRequest('VALIDATION_ERROR', GOOD_MESSAGES.uploadFailed, {
      [field('photoUrl')]: GOOD_MESSAGES.uploadFailed,
    });
  }
  return {
    qty: item.qty,
    price: item.price.toFixed(2),
    currency: 'CNY',
    description: item.description,
    infoUrl: item.infoUrl,
    commentProduct: item.commentProduct,
    isDangerous: item.isDangerous,
    goodHazardCategory: item.isDangerous ? (item.goodHazardCategory ?? 1) : null,
    picture: item.photoUrl || null,
    serviceType: item.serviceType,
    additionalServicesIds: serviceIds,
    orderUnitId: item.orderUnitId ?? null,
    storeId: item.storeId,
  };
}

/**
 * A registered track the warehouse already received as a waif (nobody had registered it) is claimed by this
 * customer: the goods start on the warehouse shelf instead of waiting.
 */
export async function claimWaifReceipt(tx: Executor, userId: number, track: string): Promise<boolean> {
  const claimed = await tx
    .update(warehouseReceipts)
    .set({ claimedBy: userId, claimedAt: new Date() })
    .where(and(eq(warehouseReceipts.trackNumber, track), isNull(warehouseReceipts.claimedBy)))
    .returning({ id: warehouseReceipts.id });
  return claimed.length > 0;
}

/** New goods under one track; with one-click disabled they wait for the warehouse (status 10). */
export async function createGoods(db: Executor, userId: number, track: string, items: GoodItem[]) {
  const rows: Array<Awaited<ReturnType<typeof goodColumns>>> = [];
  for (const [index, item] of items.entries())
    rows.push(await goodColumns(db, userId, item, `goods.${index}.`));
  return db.transaction(async (tx) => {
    const received = await claimWaifReceipt(tx, userId, track);
    const statusId = received ? GOOD_STATUS.ON_STORE : GOOD_STATUS.WAITING;
    return tx
      .insert(goods)
      .values(rows.map((row) => ({ ...row, userId, incomingDeclaration: track, statusId })))
      .returning();
  });
}

/** Editing a good; a waif the customer identified becomes an ordinary good waiting to be matched (13 → 10). */
export async function updateGood(db: Executor, userId: number, id: number, track: string, item: GoodItem) {
  const current = await findOwnGood(db, userId, id);
  if (!EDITABLE_STATUSES.includes(current.statusId)) {
    throw conflict('STATUS_CONFLICT', 'Товар в этом статусе изменить нельзя');
  }
  const columns = await goodColumns(db, userId, {
    ...item,
    orderUnitId: item.orderUnitId ?? current.orderUnitId,
  });
  const statusId = current.statusId === GOOD_STATUS.WAIF ? GOOD_STATUS.WAITING : current.statusId;
  const [row] = await db
    .update(goods)
    .set({ ...columns, incomingDeclaration: track, statusId, updatedAt: new Date() })
    .where(and(eq(goods.id, id), eq(goods.userId, userId)))
    .returning();
  if (!row) throw new AppError(404, 'NOT_FOUND', GOOD_MESSAGES.notFound);
  return row;
}
