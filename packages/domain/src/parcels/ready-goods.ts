import { z } from 'zod';
import { GOOD_MESSAGES, goodItemSchema, trackNumberSchema } from '../goods/goods.js';
import { oneClickParcelSchema, PARCEL_MESSAGES } from './parcels.js';

/** A ready good: exactly one good sent on in one click, with its parcel's data (spec section 3 "Ready goods"). */
export const readyGoodCreateSchema = z.object({
  incomingDeclaration: trackNumberSchema,
  goods: z.array(goodItemSchema).min(1, GOOD_MESSAGES.required).max(1, PARCEL_MESSAGES.oneLotOnly),
  parcelData: oneClickParcelSchema,
});
export type ReadyGoodCreateInput = z.input<typeof readyGoodCreateSchema>;

/** Editing a one-click good: the good itself (not a list) and its parcel's data. */
export const readyGoodUpdateSchema = z.object({
  incomingDeclaration: trackNumberSchema,
  goods: goodItemSchema,
  parcelData: oneClickParcelSchema,
});
export type ReadyGoodUpdateInput = z.input<typeof readyGoodUpdateSchema>;
