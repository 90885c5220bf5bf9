import { z } from 'zod';
import { FIELD_MESSAGES } from '../shared/fields.js';
import { hasAtMostDecimals, NUMBER_FIELDS, type NumberFieldRule } from '../shared/number-fields.js';
import { outgoingTrackField, placeField, reasonField, registryField } from '../shared/free-text-fields.js';
import { idList, PARCEL_MESSAGES } from './parcels.js';

/** The warehouse parcel desk's requests: weighing, shipping, moving a flight, a problem's reason. */

/** Required and positive; the limit and the decimals (numeric(10,3) kg, numeric(8,1) cm) from NUMBER_FIELDS. */
export const measureField = (message: string, limit: NumberFieldRule) =>
  z
    .number({ error: message })
    .positive(message)
    .max(limit.max, limit.maxMessage)
    .refine(
      (value) => hasAtMostDecimals(value, limit.decimals),
      FIELD_MESSAGES.decimalsAtMost(limit.decimals),
    );

/** Staff weigh a parcel or cargo: weight (kg, grams precision), dimensions (cm) and the photo's stored name. */
export const staffWeighSchema = z.object({
  weightKg: measureField(PARCEL_MESSAGES.weightRequired, NUMBER_FIELDS.parcelWeightKg),
  lengthCm: measureField(PARCEL_MESSAGES.dimensionRequired, NUMBER_FIELDS.dimensionCm),
  widthCm: measureField(PARCEL_MESSAGES.dimensionRequired, NUMBER_FIELDS.dimensionCm),
  heightCm: measureField(PARCEL_MESSAGES.dimensionRequired, NUMBER_FIELDS.dimensionCm),
  photo: z
    .string({ error: PARCEL_MESSAGES.photoRequired })
    .trim()
    .min(1, PARCEL_MESSAGES.photoRequired)
    .max(200, PARCEL_MESSAGES.photoRequired),
});
export type StaffWeighInput = z.input<typeof staffWeighSchema>;

/** Staff ship a paid parcel (40 → 50) with its outgoing track and, optionally, the flight registry. */
export const staffShipSchema = z.object({
  outgoingDeclaration: outgoingTrackField,
  registry: registryField.optional(),
});
export type StaffShipInput = z.input<typeof staffShipSchema>;

/** The warehouse's steps after shipping, each one transition row (`actor: 'staff'`). */
export const STAFF_PARCEL_MOVES = [
  'flyOut',
  'arriveCustoms',
  'stopInCustoms',
  'releaseFromCustoms',
  'arriveMoscow',
  'passToDelivery',
  'deliveryNoContact',
  'deliveryWrongAddress',
  'deliveryStorageExpiring',
  'resolveDeliveryProblem',
  'deliver',
] as const;
export type StaffParcelMove = (typeof STAFF_PARCEL_MOVES)[number];

/** The moves that need a reason the customer sees. */
export const MOVES_WITH_REASON: readonly StaffParcelMove[] = [
  'stopInCustoms',
  'deliveryNoContact',
  'deliveryWrongAddress',
  'deliveryStorageExpiring',
];

/** Staff move many parcels (a whole flight) by one step; `place` and `note` go into the tracking event. */
export const staffMoveSchema = z
  .object({
    parcelIds: idList(PARCEL_MESSAGES.parcelIdsRequired, 2000),
    action: z.enum(STAFF_PARCEL_MOVES, { error: PARCEL_MESSAGES.notAllowed }),
    place: placeField.optional(),
    reason: reasonField().optional(),
  })
  .superRefine((value, ctx) => {
    if (MOVES_WITH_REASON.includes(value.action) && !value.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: PARCEL_MESSAGES.reasonRequired });
    }
  });
export type StaffMoveInput = z.input<typeof staffMoveSchema>;

/** A problem reason the customer sees. */
export const problemReasonSchema = z.object({
  reason: reasonField(PARCEL_MESSAGES.reasonRequired),
});
export type ProblemReasonInput = z.input<typeof problemReasonSchema>;

/**
 * Staff cancel a paid parcel that cannot ship (40 → 800): the payment is refunded and the customer reads the
 * reason as the parcel's status reason and in its tracking.
 */
export const cancelWithRefundSchema = z.object({
  reason: reasonField(PARCEL_MESSAGES.reasonRequired),
});
export type CancelWithRefundInput = z.input<typeof cancelWithRefundSchema>;
