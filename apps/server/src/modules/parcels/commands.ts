import { and, eq } from 'drizzle-orm';
import {
  fromMinorUnits,
  moneyToJson,
  PARCEL_MESSAGES,
  PARCEL_STATUS,
  parcelDataSchema,
  type ParcelAction,
  type ParcelBulkResult,
  type ParcelPaid,
  parcelOrderSchema,
  toMinorUnits,
  virtualParcelSchema,
} from '@cargo/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { updateStatus } from '../../db/guarded-update.js';
import { parcels } from '../../db/schema/parcels.js';
import { AppError, conflict } from '../../errors.js';
import { debit } from '../finance/index.js';
import {
  attachGoodToParcel,
  detachAllGoodsFromParcel,
  detachGoodFromParcel,
  goodsOfParcel,
  parcelGoodsSummary,
} from '../goods/index.js';
import { resolveParcelFields } from './resolve-parcel.js';
import { findOwnParcel, insertParcel, parcelNotFound } from './service.js';
import { writeTrackingEvent } from './tracking.js';

type ParcelOrder = z.output<typeof parcelOrderSchema>;
type ParcelData = z.output<typeof parcelDataSchema>;
type VirtualParcel = z.output<typeof virtualParcelSchema>;

/** A customer's guarded status change of their parcel, with a tracking event when the status moves. */
async function customerStep(
  tx: Executor,
  userId: number,
  id: number,
  action: ParcelAction,
  options: { set?: Record<string, unknown>; refusal?: string; note?: string } = {},
) {
  const before = await findOwnParcel(tx, userId, id);
  const row = await updateStatus(tx, {
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
  if (row.statusId !== before.statusId) {
    await writeTrackingEvent(tx, { parcelId: id, statusId: row.statusId, note: options.note ?? null });
  }
  return row;
}

function dataColumns(values: Awaited<ReturnType<typeof resolveParcelFields>>, withCrating: boolean) {
  return { ...values, withCrating };
}

/** `POST /api/parcel/cl`: a parcel request (10) with goods from the shelf, all in one transaction. */
export async function createParcel(db: Executor, userId: number, order: ParcelOrder) {
  const values = await resolveParcelFields(db, userId, order.name, order);
  return db.transaction(async (tx) => {
    const parcel = await insertParcel(tx, userId, {
      ...dataColumns(values, order.withCrating),
      statusId: PARCEL_STATUS.PARCEL_REQUEST,
    });
    for (const goodId of new Set(order.goodsIds)) await attachGoodToParcel(tx, userId, goodId, parcel.id);
    await writeTrackingEvent(tx, { parcelId: parcel.id, statusId: parcel.statusId });
    return parcel;
  });
}

/** `POST /api/parcel/virtual`: a virtual parcel (9) to gather goods in before deciding. */
export async function createVirtualParcel(db: Executor, userId: number, input: VirtualParcel) {
  return db.transaction(async (tx) => {
    const [parcel] = await tx
      .insert(parcels)
      .values({
        userId,
        name: input.name || PARCEL_MESSAGES.virtualName,
        statusId: PARCEL_STATUS.VIRTUAL,
        additionalServicesIds: [],
      })
      .returning();
    for (const goodId of new Set(input.goodsIds)) await attachGoodToParcel(tx, userId, goodId, parcel!.id);
    return parcel!;
  });
}

/** A good joins or leaves a virtual parcel (409 for a parcel that is not virtual). */
export function changeVirtualGoods(
  db: Executor,
  userId: number,
  parcelId: number,
  goodId: number,
  change: 'add' | 'remove',
) {
  return db.transaction(async (tx) => {
    await updateStatus(tx, {
      table: parcels,
      entity: 'parcel',
      actor: 'customer',
      action: 'changeGoods',
      id: parcelId,
      ownerId: userId,
      where: eq(parcels.statusId, PARCEL_STATUS.VIRTUAL),
      set: { updatedAt: new Date() },
      notFound: parcelNotFound,
      refusal: PARCEL_MESSAGES.notOpen,
    });
    if (change === 'add') await attachGoodToParcel(tx, userId, goodId, parcelId);
    else await detachGoodFromParcel(tx, userId, goodId, parcelId);
  });
}

/**
 * `PUT /api/parcel/cl/{id}`: the order form again — data and the set of goods. A virtual parcel becomes a request
 * (9 → 10); a request keeps its status. Goods no longer listed go back on the shelf.
 */
export async function updateParcel(db: Executor, userId: number, id: number, order: ParcelOrder) {
  const current = await findOwnParcel(db, userId, id);
  const values = await resolveParcelFields(db, userId, order.name, order);
  const action: ParcelAction = current.statusId === PARCEL_STATUS.VIRTUAL ? 'makeReal' : 'editData';
  return db.transaction(async (tx) => {
    const row = await customerStep(tx, userId, id, action, {
      set: dataColumns(values, order.withCrating),
      refusal: PARCEL_MESSAGES.updateFailed,
    });
    const wanted = new Set(order.goodsIds);
    const present = await goodsOfParcel(tx, id);
    for (const good of present) {
      if (!wanted.has(good.id)) await detachGoodFromParcel(tx, userId, good.id, id);
    }
    const had = new Set(present.map((good) => good.id));
    for (const goodId of wanted) if (!had.has(goodId)) await attachGoodToParcel(tx, userId, goodId, id);
    return row;
  });
}

/** `PUT /api/parcel/parcelData/{parcelId}`: the parcel's data only, while it is a request. */
export async function updateParcelData(db: Executor, userId: number, id: number, data: ParcelData) {
  await findOwnParcel(db, userId, id);
  const values = await resolveParcelFields(db, userId, data.name, data);
  return db.transaction((tx) =>
    customerStep(tx, userId, id, 'editData', {
      set: dataColumns(values, data.withCrating),
      refusal: PARCEL_MESSAGES.updateFailed,
    }),
  );
}

/** `DELETE /api/parcel/cl/{id}`: an in-work parcel not yet at the desk is cancelled; its goods go back on the shelf. */
export function deleteParcel(db: Executor, userId: number, id: number) {
  return db.transaction(async (tx) => {
    await customerStep(tx, userId, id, 'delete', { refusal: PARCEL_MESSAGES.deleteFailed });
    await detachAllGoodsFromParcel(tx, userId, id);
  });
}

/** `PUT /api/parcel/cl/send-on-assembly/{id}`: a request with goods goes to the warehouse's queue (10 → 15). */
export function sendOnAssembly(db: Executor, userId: number, id: number) {
  return db.transaction(async (tx) => {
    const row = await customerStep(tx, userId, id, 'sendOnAssembly', {
      refusal: PARCEL_MESSAGES.sendOnAssemblyFailed,
    });
    // The parcel row is locked by the UPDATE: its goods cannot change before this commits.
    const goods = (await parcelGoodsSummary(tx, [id])).get(id);
    if (!goods?.count) throw conflict('STATUS_CONFLICT', PARCEL_MESSAGES.goodsRequired);
    return row;
  });
}

/**
 * `PUT /api/parcel/archive`: each parcel is archived by setting its status id (cancelled → 102, delivered → 950)
 * on its own; the answer lists the moved and the refused. When none of the ids is the customer's: 404.
 */
export async function archiveParcels(db: Executor, userId: number, ids: number[]): Promise<ParcelBulkResult> {
  const moved: number[] = [];
  const refused: ParcelBulkResult['refused'] = [];
  let found = 0;
  for (const id of new Set(ids)) {
    try {
      await db.transaction((tx) =>
        customerStep(tx, userId, id, 'archive', { refusal: PARCEL_MESSAGES.archiveFailed }),
      );
      moved.push(id);
      found++;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.statusCode !== 404) found++;
      refused.push({ id, message: error.message });
    }
  }
  if (found === 0) throw parcelNotFound();
  return { message: moved.length ? PARCEL_MESSAGES.archived : PARCEL_MESSAGES.archiveFailed, moved, refused };
}

/**
 * `PUT api/parcel/pay/{parcelId}`: the status change 33 → 40 (expected status in the UPDATE's WHERE) and the
 * ruble debit in one transaction. Short of money: 402 and nothing changed; not awaiting payment: 409.
 */
export async function payParcel(db: Executor, userId: number, id: number): Promise<ParcelPaid> {
  return db.transaction(async (tx) => {
    const row = await customerStep(tx, userId, id, 'pay', {
      set: { paidAt: new Date() },
      refusal: PARCEL_MESSAGES.notAwaitingPayment,
    });
    if (row.deliveryPrice === null || toMinorUnits(row.deliveryPrice) <= 0n) {
      throw conflict('STATUS_CONFLICT', PARCEL_MESSAGES.notPriced);
    }
    const entry = await debit(tx, {
      userId,
      currency: 'RUB',
      amount: fromMinorUnits(toMinorUnits(row.deliveryPrice)),
      kind: 'parcel_payment',
      comment: `Оплата посылки ${id}`,
      reference: { type: 'parcel', id },
    });
    return {
      message: PARCEL_MESSAGES.paid,
      parcelId: id,
      statusId: row.statusId,
      amount: moneyToJson(row.deliveryPrice),
      balance: moneyToJson(entry.balance),
    };
  });
}

/** Whether the parcel is the customer's (for routes that only read). */
export async function ownParcelExists(db: Executor, userId: number, id: number) {
  const [row] = await db
    .select({ id: parcels.id })
    .from(parcels)
    .where(and(eq(parcels.id, id), eq(parcels.userId, userId)));
  return Boolean(row);
}
