import { z } from 'zod';
import { pageSchema } from '../shared/answers.js';

/** The answers of the orders calls: the routes serialise with them, the web takes its types with `z.infer`. */

/** A lot's price in yuan (`priceLot`), money as JSON numbers. */
export const lotPriceSchema = z
  .object({
    goods: z.number(),
    delivery: z.number(),
    subtotal: z.number(),
    commissionPercent: z.number(),
    commission: z.number(),
    total: z.number(),
    currency: z.literal('CNY'),
  })
  .meta({ id: 'LotPrice' });
export type LotPriceView = z.infer<typeof lotPriceSchema>;

/** An order unit (lot): spec section 3 "Order unit" and what the customer needs to follow it. */
export const orderUnitSchema = z
  .object({
    id: z.number(),
    orderId: z.number(),
    statusId: z.number(),
    status: z.object({ id: z.number(), title: z.string() }),
    goodUrl: z.string(),
    /** The same link under the spec's other names. */
    url: z.string(),
    originalUrl: z.string(),
    photoUrl: z.string().nullable(),
    /** The photo's address to show (the image storage's URL), or null. */
    picture: z.string().nullable(),
    price: z.number(),
    delivery: z.number(),
    count: z.number(),
    qty: z.number(),
    /** Price × count + delivery, yuan: what the customer asked for, before the commission. */
    amount: z.number(),
    orderName: z.string(),
    titleRU: z.string(),
    size: z.string().nullable(),
    sizeRU: z.string().nullable(),
    color: z.string().nullable(),
    colorRU: z.string().nullable(),
    commentProduct: z.string().nullable(),
    commentProductForManager: z.string().nullable(),
    goodHazardCategoryId: z.number().nullable(),
    additionalServices: z.array(z.number()),
    types: z.array(z.number()),
    isInternational: z.boolean(),
    countryCode: z.number().nullable(),
    /** The customer's figures priced: goods, delivery, commission, total. */
    pricing: lotPriceSchema,
    /** The buyer's figures from the shop, once known (a higher price waits for confirmation at 20). */
    priceProductOriginalChina: z.number().nullable(),
    deliveryPriceOriginalChina: z.number().nullable(),
    priceTotalProductOriginalChina: z.number().nullable(),
    /** The buyer's figures priced with the same commission, when the buyer recorded them. */
    newPricing: lotPriceSchema.nullable(),
    /** Why the price changed (the buyer's note), or why the lot was cancelled by the service. */
    priceNote: z.string().nullable(),
    statusReason: z.string().nullable(),
    /** Yuan held for the lot now: what was charged minus what was refunded (the lot's ledger rows' sum). */
    paid: z.number(),
    /** What a confirmation of the new price would charge now (20 only), else null. */
    surcharge: z.number().nullable(),
    shopOrderNumber: z.string().nullable(),
    chineseTrack: z.string().nullable(),
    /** The good the lot became (60), or null. */
    goodsId: z.number().nullable(),
    ready: z.boolean(),
    sentToBuyoutAt: z.string().nullable(),
    purchasedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'OrderUnit' });
export type OrderUnit = z.infer<typeof orderUnitSchema>;

/** The one-click parcel data of a ready order (as sent), or null for an ordinary order. */
export const orderParcelDataSchema = z
  .object({
    nameOfTheProduct: z.string(),
    recipientId: z.number(),
    hasTheSameRecipient: z.boolean(),
    finalRecipientName: z.string().nullable(),
    finalRecipientPhone: z.string().nullable(),
    deliveryTransportId: z.number(),
    deliveryAddressId: z.number(),
    parcelPackageTypeId: z.number(),
    additionalServicesIds: z.array(z.number()),
  })
  .meta({ id: 'OrderParcelData' });
export type OrderParcelData = z.infer<typeof orderParcelDataSchema>;

/** An order: spec section 3 "Order". */
export const orderSchema = z
  .object({
    id: z.number(),
    orderNumber: z.string(),
    clientId: z.number(),
    clientCode: z.string(),
    /** `orderStatusOf` its lots: the status of the lot that most needs somebody. */
    orderStatusId: z.number(),
    orderTypeId: z.number(),
    commentOrder: z.string().nullable(),
    totalWeightOrder: z.number().nullable(),
    /** The lots' totals (commission included) of the lots not cancelled, yuan. */
    totalPriceOrder: z.number(),
    date: z.string(),
    storeId: z.number(),
    goodHazardCategoryId: z.number().nullable(),
    commissionPercent: z.number(),
    orderUnits: z.array(orderUnitSchema),
    /** Ready orders: the parcel's data, and the parcel once the lot became a good (60). */
    parcelData: orderParcelDataSchema.nullable(),
    parcelId: z.number().nullable(),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof orderSchema>;

/**
 * `GET api/client/my-orders`: a page of orders having a lot in `statusId` (each order's lots filtered to it), with
 * the order store's counters (spec section 3): orders with new lots, lots awaiting price confirmation.
 */
export const myOrdersSchema = pageSchema(orderSchema)
  .extend({
    newOrderCount: z.number().int(),
    /** Ready orders not yet sent to buyout (a lot at 70): the «Готовые заказы» tab and the badge. */
    readyOrderCount: z.number().int(),
    confirmOrdersCount: z.number().int(),
    /** The commission a lot sent to buyout now is charged (the form's running total). */
    commissionPercent: z.number(),
  })
  .meta({ id: 'MyOrders' });
export type MyOrders = z.infer<typeof myOrdersSchema>;

/** A change to an order: the toast's text and the order as it is now. */
export const orderResultSchema = z
  .object({
    message: z.string(),
    order: orderSchema,
    /** The CNY balance after the money moved (null when none did). */
    balance: z.number().nullable(),
  })
  .meta({ id: 'OrderResult' });
export type OrderResult = z.infer<typeof orderResultSchema>;

/** `PUT /api/order/bulk`: the toast and the orders changed. */
export const orderBulkResultSchema = z
  .object({ message: z.string(), orders: z.array(orderSchema), balance: z.number().nullable() })
  .meta({ id: 'OrderBulkResult' });
export type OrderBulkResult = z.infer<typeof orderBulkResultSchema>;

/** `GET api/readyOrder/cl`: the customer's ready orders. */
export const readyOrdersSchema = pageSchema(orderSchema).meta({ id: 'ReadyOrders' });
export type ReadyOrders = z.infer<typeof readyOrdersSchema>;

/** A lot on the buyer's desk: the lot, its order and its customer, and how long it has waited. */
export const staffLotSchema = orderUnitSchema
  .extend({
    orderNumber: z.string(),
    orderTypeId: z.number(),
    clientId: z.number(),
    clientCode: z.string(),
    clientName: z.string().nullable(),
    clientEmail: z.string(),
    /** Since when the lot waits in its status (sent to buyout, price raised, purchased). */
    waitingSince: z.string(),
    takenBy: z.object({ id: z.number(), name: z.string().nullable() }).nullable(),
    takenAt: z.string().nullable(),
  })
  .meta({ id: 'StaffLot' });
export type StaffLot = z.infer<typeof staffLotSchema>;

export const staffLotsSchema = pageSchema(staffLotSchema)
  .extend({ counts: z.record(z.string(), z.number().int()) })
  .meta({ id: 'StaffLots' });
export type StaffLots = z.infer<typeof staffLotsSchema>;

export const staffLotResultSchema = z
  .object({ message: z.string(), lot: staffLotSchema })
  .meta({ id: 'StaffLotResult' });
export type StaffLotResult = z.infer<typeof staffLotResultSchema>;
