import { PARCEL_MESSAGES, type parcelDataSchema } from '@cargo/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { customerStep } from './parcel-step.js';
import { resolveParcelFields } from './resolve-parcel.js';
import { findOwnParcel } from './find-own-parcel.js';

type ParcelData = z.output<typeof parcelDataSchema>;

/** `PUT /api/parcel/parcelData/{parcelId}`: the parcel's data only, while it is a request. */
export async function updateParcelData(db: Executor, userId: number, id: number, data: ParcelData) {
  await findOwnParcel(db, userId, id);
  const values = await resolveParcelFields(db, userId, data.name, data);
  return db.transaction((tx) =>
    customerStep(tx, userId, id, 'editData', {
      set: { ...values, withCrating: data.withCrating },
      refusal: PARCEL_MESSAGES.updateFailed,
    }),
  );
}
