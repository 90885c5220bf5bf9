import { z } from 'zod';
import { deskSearchQuery } from '../shared/desk-search.js';
import { idField, moneyField, pageQuery, quantityField, readMoney, SMALLINT_MAX } from '../shared/fields.js';
import {
  descriptionField,
  nameOrCommentField,
  optionalTrackNumberField,
  reasonField,
  trackNumberField,
} from '../shared/free-text-fields.js';
import { containsZip, GOOD_MESSAGES, INFO_URL_MAX, URL_PATTERN } from '../goods/goods.js';
import {
  ORDER_MESSAGES,
  ORDER_UNIT_DEFAULT_SERVICES,
  ORDER_UNIT_STATUS,
  ORDER_UNIT_STATUS_IDS,
  ORDER_UNIT_TYPE_IDS,
  ORDER_UNITS_MAX,
  ORDERS_PAGE_SIZE,
} from './orders.js';
import { oneClickParcelSchema } from '../parcels/parcels.js';
import { textField } from '../shared/text-field.js';

/** Request schemas of the orders calls (spec sections 3, 5 and 7), shared by the order form and the routes. */

const M = ORDER_MESSAGES;

/** A smallint reference id (hazard category, service, type). */
const smallId = z.number({ error: M.required }).int(M.required).positive(M.required).max(SMALLINT_MAX);

/** Price and count: numbers greater than 0 (spec section 5), exact decimal text for the price. */
const unitPriceField = moneyField({
  min: '0.01',
  minMessage: M.mustBePositive,
  requiredMessage: M.required,
  numberMessage: M.numberRequired,
});
const countField = quantityField({
  requiredMessage: M.required,
  positiveMessage: M.mustBePositive,
  numberMessage: M.numberRequired,
});

/**
 * The Chinese delivery of a lot, in yuan, typed as text: required, 2..8 characters (the spec's two messages, the
 * first of them worded as the spec shows it), and a number of yuan ≥ 0. The output is exact text ("15.00").
 */
export const orderDeliveryField = z
  .union([z.string(), z.number()], { error: M.required })
  .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
  .pipe(
    z
      .string()
      .min(1, M.required)
      .min(2, M.deliveryMin)
      .max(8, M.deliveryMax)
      .transform((text, ctx) => {
        const read = readMoney(text);
        if ('error' in read || read.amount.startsWith('-')) {
          ctx.addIssue({ code: 'custom', message: M.numberRequired });
          return z.NEVER;
        }
        return read.amount;
      }),
  );

const optionalText = (max: number) =>
  textField({ max })
    .optional()
    .nullable()
    .transform((text) => text || null);

/** One lot of the order form (spec section 3 "Order unit", rules of section 5). */
export const orderUnitInputSchema = z.object({
  /** An existing lot being edited; absent for a new one. */
  id: idField.optional().nullable(),
  goodUrl: z
    .string({ error: M.required })
    .trim()
    .min(1, M.required)
    .max(INFO_URL_MAX, M.linkInvalid)
    .regex(URL_PATTERN, M.linkInvalid),
  /** The lot's photo: a name the image storage gave (`POST` of the uploads module), checked by content there. */
  photoUrl: z.string().trim().max(200).optional().nullable(),
  price: unitPriceField,
  count: countField,
  delivery: orderDeliveryField,
  orderName: nameOrCommentField(M.required).refine((text) => !containsZip(text), M.noZip),
  size: optionalText(60),
  color: optionalText(60),
  commentProduct: descriptionField
    .optional()
    .nullable()
    .transform((text) => text || null),
  commentProductForManager: descriptionField
    .optional()
    .nullable()
    .transform((text) => text || null),
  goodHazardCategoryId: smallId.optional().nullable(),
  additionalServices: z
    .array(smallId, { error: GOOD_MESSAGES.servicesRequired })
    .min(1, GOOD_MESSAGES.servicesRequired)
    .max(50)
    .default([...ORDER_UNIT_DEFAULT_SERVICES]),
  types: z
    .array(
      z
        .number({ error: M.required })
        .int()
        .refine((id) => ORDER_UNIT_TYPE_IDS.includes(id), M.required),
      { error: M.required },
    )
    .min(1, M.required)
    .max(ORDER_UNIT_TYPE_IDS.length),
  isInternational: z.boolean().default(false),
  /** A new lot starts new (10), or goes to buyout at once (50, the spec's «prepared unit»): it is paid then. */
  statusId: z
    .union([z.literal(ORDER_UNIT_STATUS.NEW), z.literal(ORDER_UNIT_STATUS.WAITING_PURCHASE)])
    .optional(),
});
export type OrderUnitInput = z.input<typeof orderUnitInputSchema>;
export type OrderUnitData = z.output<typeof orderUnitInputSchema>;

const orderFields = {
  commentOrder: descriptionField
    .optional()
    .nullable()
    .transform((text) => text || null),
  goodHazardCategoryId: smallId.optional().nullable(),
};

/** `POST /api/order`: a new order with its lots. */
export const orderCreateSchema = z.object({
  ...orderFields,
  orderUnits: z.array(orderUnitInputSchema).min(1, M.noLots).max(ORDER_UNITS_MAX, M.tooManyLots),
});
export type OrderCreateInput = z.input<typeof orderCreateSchema>;
export type OrderCreateData = z.output<typeof orderCreateSchema>;

/**
 * `PUT /api/order/{id}` with lots' data: the new lots are edited (lots with `id`), added (without) and the new
 * lots left out are cancelled. Lots past «Новый» cannot be edited (409).
 */
export const orderEditSchema = orderCreateSchema.extend({ id: idField.optional() });
export type OrderEditInput = z.input<typeof orderEditSchema>;

/** The statuses a customer may give a lot: cancel (30) or send to buyout / accept the new price (50). */
export const customerUnitStatusField = z.union(
  [z.literal(ORDER_UNIT_STATUS.CANCELED), z.literal(ORDER_UNIT_STATUS.WAITING_PURCHASE)],
  { error: M.statusNotAllowed },
);

/** `PUT api/order/{id} {id, orderUnits:[{id,statusId}]}`: the lots' status update (spec section 7). */
export const orderUnitsStatusSchema = z
  .object({
    id: idField,
    orderUnits: z
      .array(z.object({ id: idField, statusId: customerUnitStatusField }).strict())
      .min(1, M.noLots)
      .max(ORDER_UNITS_MAX, M.tooManyLots),
  })
  .strict();
export type OrderUnitsStatusInput = z.input<typeof orderUnitsStatusSchema>;

/** `PUT /api/order/{id}` takes either body: a status update (only ids and statuses) or the order's data. */
export const orderPutSchema = z.union([orderUnitsStatusSchema, orderEditSchema]);
export type OrderPutInput = z.input<typeof orderPutSchema>;

/** `PUT /api/order/bulk`: send several orders' new lots to buyout (50) or cancel their lots (30). */
export const orderBulkSchema = z.object({
  orderIds: z.array(idField).min(1, M.noLots).max(ORDERS_PAGE_SIZE),
  statusId: customerUnitStatusField,
});
export type OrderBulkInput = z.input<typeof orderBulkSchema>;

/** `GET api/client/my-orders`: the lots' status filter, the page and its size (default 200). */
export const myOrdersQuerySchema = pageQuery(ORDERS_PAGE_SIZE).extend({
  statusId: z.coerce
    .number()
    .int()
    .refine((id) => ORDER_UNIT_STATUS_IDS.includes(id), M.statusNotAllowed)
    .optional(),
  withoutUsers: z.enum(['true', 'false']).optional(),
});
export type MyOrdersQuery = z.input<typeof myOrdersQuerySchema>;

/** `PUT api/order/orderUnit/price/confirm?orderUnitId`. */
export const confirmPriceQuerySchema = z.object({
  orderUnitId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

/** `DELETE api/order/orderUnit/picture/{lotId}?imageName`. */
export const unitPictureQuerySchema = z.object({ imageName: z.string().trim().min(1, M.required).max(200) });

/** Ready orders (`api/readyOrder/...`): one lot and the data of the parcel it becomes, as a one-click good. */
export const readyOrderSchema = z.object({
  order: z.object({
    ...orderFields,
    orderUnits: z.array(orderUnitInputSchema).min(1, M.noLots).max(1, M.oneLotInReadyOrder),
  }),
  parcelData: oneClickParcelSchema,
});
export type ReadyOrderInput = z.input<typeof readyOrderSchema>;
export type ReadyOrderData = z.output<typeof readyOrderSchema>;

// ---------------------------------------------------------------- the buyer's desk

/** The buyer found the real price in the shop: unit price and Chinese delivery, yuan. */
const realPriceFields = {
  unitPrice: unitPriceField,
  chinaDelivery: moneyField({ requiredMessage: M.required, numberMessage: M.numberRequired }),
};

/** The price is higher than the customer paid: the lot waits for the customer (50 → 20) with a note. */
export const staffRaisePriceSchema = z.object({
  ...realPriceFields,
  note: reasonField(M.noteRequired),
});
export type StaffRaisePriceInput = z.input<typeof staffRaisePriceSchema>;

/** Bought in the shop (50 → 40) at the real price (≤ what is held; the difference is refunded). */
export const staffPurchaseSchema = z.object({
  ...realPriceFields,
  shopOrderNumber: textField({ max: 60, messages: { required: M.shopOrderRequired } }),
  chineseTrack: optionalTrackNumberField.optional().nullable(),
});
export type StaffPurchaseInput = z.input<typeof staffPurchaseSchema>;

/** Handed to the warehouse's flow (40 → 60): the good is created under «Ожидаются» with this track. */
export const staffTransferSchema = z.object({ chineseTrack: trackNumberField });
export type StaffTransferInput = z.input<typeof staffTransferSchema>;

/** The shop cannot sell it (out of stock, gone): cancelled with everything held refunded. */
export const staffCancelLotSchema = z.object({ reason: reasonField(M.required) });
export type StaffCancelLotInput = z.input<typeof staffCancelLotSchema>;

/** `GET /api/staff/orders/lots`: the buyer's queue, by lot status (default: waiting to be purchased). */
export const staffLotsQuerySchema = pageQuery(50).extend({
  statusId: z.coerce
    .number()
    .int()
    .refine((id) => ORDER_UNIT_STATUS_IDS.includes(id), M.statusNotAllowed)
    .default(ORDER_UNIT_STATUS.WAITING_PURCHASE),
  q: deskSearchQuery.shape.q,
});
export type StaffLotsQuery = z.input<typeof staffLotsQuerySchema>;
