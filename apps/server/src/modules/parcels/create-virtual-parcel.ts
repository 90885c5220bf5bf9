import { PARCEL_MESSAGES, type virtualParcelSchema } from '@cargo/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { attachGoodToParcel } from '../goods/index.js';
import { insertParcel } from './insert-parcel.js';

type VirtualParcel = z.output<typeof virtualParcelSchema>;

/** `POST /api/parcel/virtual`: a virtual parcel (9) to gather goods in before deciding. */
export async function createVirtualParcel(db: Executor, userId: number, input: VirtualParcel) {
  return db.transaction(async (tx) => {
    const parcel = await insertParcel(tx, userId, 'virtual', {
      name: input.name || PARCEL_MESSAGES.virtualName,
      additionalServicesIds: [],
    });
    for (const goodId of new Set(input.goodsIds)) await attachGoodToParcel(tx, userId, goodId, parcel.id);
    return parcel;
  });
}
