import type { parcelOrderSchema } from '@cargo/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { attachGoodToParcel } from '../goods/index.js';
import { insertParcel } from './insert-parcel.js';
import { resolveParcelFields } from './resolve-parcel.js';

export type ParcelOrder = z.output<typeof parcelOrderSchema>;

/** `POST /api/parcel/cl`: a parcel request (10) with goods from the shelf, all in one transaction. */
export async function createParcel(db: Executor, userId: number, order: ParcelOrder) {
  const values = await resolveParcelFields(db, userId, order.name, order);
  return db.transaction(async (tx) => {
    const parcel = await insertParcel(tx, userId, 'request', { ...values, withCrating: order.withCrating });
    for (const goodId of new Set(order.goodsIds)) await attachGoodToParcel(tx, userId, goodId, parcel.id);
    return parcel;
  });
}
