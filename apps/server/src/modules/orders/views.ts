import {
  clientCodeOf,
  GOOD_STORE_ID,
  type LotPrice,
  type LotPriceView,
  moneyToJson,
  type Order,
  ORDER_MESSAGES,
  ORDER_UNIT_STATUS,
  ORDER_UNIT_STATUS_TITLE,
  type OrderParcelData,
  orderNumberOf,
  orderStatusOf,
  type OrderUnit,
  priceLot,
  subtractMoney,
  sumLotTotals,
} from '@cargo/domain';
import type { orders, orderUnits } from '../../db/schema/orders.js';
import { notFound } from '../../errors.js';
import { imageUrl } from '../uploads/index.js';

export type OrderRow = typeof orders.$inferSelect;
export type OrderUnitRow = typeof orderUnits.$inferSelect;

export const orderNotFound = () => notFound(ORDER_MESSAGES.notFound);
export const lotNotFound = () => notFound(ORDER_MESSAGES.lotNotFound);

function priceView(price: LotPrice): LotPriceView {
  return {
    goods: moneyToJson(price.goods),
    delivery: moneyToJson(price.delivery),
    subtotal: moneyToJson(price.subtotal),
    commissionPercent: moneyToJson(price.commissionPercent),
    commission: moneyToJson(price.commission),
    total: moneyToJson(price.total),
    currency: 'CNY',
  };
}

/** The percent a lot is priced at: fixed when it went to buyout, else the one a lot sent now would pay. */
export function lotCommission(row: OrderUnitRow, currentPercent: string): string {
  return row.commissionPercent ?? currentPercent;
}

/** The customer's figures priced. */
export function lotPrice(row: OrderUnitRow, currentPercent: string): LotPrice {
  return priceLot(
    { price: row.price, count: row.count, delivery: row.delivery },
    lotCommission(row, currentPercent),
  );
}

/** The buyer's figures priced (same count and commission), when the buyer recorded them. */
export function lotRealPrice(row: OrderUnitRow, currentPercent: string): LotPrice | null {
  if (row.realPrice === null || row.realDelivery === null) return null;
  return priceLot(
    { price: row.realPrice, count: row.count, delivery: row.realDelivery },
    lotCommission(row, currentPercent),
  );
}

/** A lot as the API answers it. */
export function orderUnitView(
  row: OrderUnitRow,
  currentPercent: string,
  pricing: LotPrice = lotPrice(row, currentPercent),
): OrderUnit {
  const real = lotRealPrice(row, currentPercent);
  const awaiting = row.statusId === ORDER_UNIT_STATUS.PRICE_CONFIRMATION && real !== null;
  const surcharge = awaiting ? subtractMoney(real.total, row.paid) : null;
  return {
    id: row.id,
    orderId: row.orderId,
    statusId: row.statusId,
    status: { id: row.statusId, title: ORDER_UNIT_STATUS_TITLE[row.statusId] ?? '' },
    goodUrl: row.goodUrl,
    url: row.goodUrl,
    originalUrl: row.goodUrl,
    photoUrl: row.photoUrl,
    picture: row.photoUrl ? imageUrl(row.photoUrl) : null,
    price: moneyToJson(row.price),
    delivery: moneyToJson(row.delivery),
    count: row.count,
    qty: row.count,
    amount: moneyToJson(pricing.subtotal),
    orderName: row.orderName,
    titleRU: row.orderName,
    size: row.size,
    sizeRU: row.size,
    color: row.color,
    colorRU: row.color,
    commentProduct: row.commentProduct,
    commentProductForManager: row.commentProductForManager,
    goodHazardCategoryId: row.goodHazardCategoryId,
    additionalServices: row.additionalServices,
    types: row.types,
    isInternational: row.isInternational,
    countryCode: null,
    pricing: priceView(pricing),
    priceProductOriginalChina: row.realPrice === null ? null : moneyToJson(row.realPrice),
    deliveryPriceOriginalChina: row.realDelivery === null ? null : moneyToJson(row.realDelivery),
    priceTotalProductOriginalChina: real === null ? null : moneyToJson(real.subtotal),
    newPricing: real === null ? null : priceView(real),
    priceNote: row.priceNote,
    statusReason: row.statusReason,
    paid: moneyToJson(row.paid),
    surcharge: surcharge === null ? null : moneyToJson(surcharge),
    shopOrderNumber: row.shopOrderNumber,
    chineseTrack: row.chineseTrack,
    goodsId: row.goodsId,
    ready: row.statusId === ORDER_UNIT_STATUS.READY_ORDER,
    sentToBuyoutAt: row.sentToBuyoutAt?.toISOString() ?? null,
    purchasedAt: row.purchasedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * An order as the API answers it, with the lots given (all of them, or those of one status for a section list).
 * `allStatuses` are the statuses of all its lots (the order's status and total count every lot).
 */
export function orderView(
  row: OrderRow,
  units: readonly OrderUnitRow[],
  currentPercent: string,
  allUnits: readonly OrderUnitRow[] = units,
): Order {
  // Each lot is priced once: for its own answer and for the order's total.
  const prices = new Map(allUnits.map((unit) => [unit, lotPrice(unit, currentPercent)]));
  const live = allUnits.filter((unit) => unit.statusId !== ORDER_UNIT_STATUS.CANCELED);
  return {
    id: row.id,
    orderNumber: orderNumberOf(row.id),
    clientId: row.userId,
    clientCode: clientCodeOf(row.userId),
    orderStatusId: orderStatusOf(allUnits.map((unit) => unit.statusId)),
    orderTypeId: row.orderTypeId,
    commentOrder: row.commentOrder,
    totalWeightOrder: null,
    totalPriceOrder: moneyToJson(sumLotTotals(live.map((unit) => prices.get(unit)!))),
    date: row.createdAt.toISOString(),
    storeId: GOOD_STORE_ID,
    goodHazardCategoryId: row.goodHazardCategoryId,
    commissionPercent: moneyToJson(currentPercent),
    orderUnits: units.map((unit) => orderUnitView(unit, currentPercent, prices.get(unit))),
    parcelData: (row.parcelData as OrderParcelData | null) ?? null,
    parcelId: row.parcelId,
  };
}
