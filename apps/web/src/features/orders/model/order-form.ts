import {
  type Decimal,
  divRound,
  fromMinorUnits,
  GOOD_HAZARD_CATEGORY,
  type LotPrice,
  type Order,
  type OrderCreateInput,
  type OrderUnit,
  type OrderUnitInput,
  ORDER_UNIT_DEFAULT_SERVICES,
  ORDER_UNIT_STATUS,
  priceLot,
  readMoney,
  sumLotTotals,
  toMicro,
  toMinorUnits,
} from '@cargo/domain';

/** The order form's values: the schema's input, as a person types them. */
export type OrderFormValues = OrderCreateInput;
export type LotFormValues = OrderUnitInput;

/** The hazard category the goods form gives a dangerous good (batteries, liquids, magnets). */
export const DANGEROUS_HAZARD_CATEGORY = GOOD_HAZARD_CATEGORY.DANGEROUS;

export function emptyLot(): LotFormValues {
  return {
    goodUrl: '',
    photoUrl: null,
    price: '',
    count: 1,
    delivery: '',
    orderName: '',
    size: '',
    color: '',
    commentProduct: '',
    commentProductForManager: '',
    goodHazardCategoryId: null,
    additionalServices: [...ORDER_UNIT_DEFAULT_SERVICES],
    types: [],
    isInternational: false,
  };
}

export const emptyOrder = (): OrderFormValues => ({ commentOrder: '', orderUnits: [emptyLot()] });

/** A lot as the form edits it: money as typed (two decimals), texts never null. */
export function lotToFormValues(lot: OrderUnit): LotFormValues {
  return {
    id: lot.id,
    goodUrl: lot.goodUrl,
    photoUrl: lot.photoUrl,
    price: fromMinorUnits(toMinorUnits(lot.price)),
    count: lot.count,
    delivery: fromMinorUnits(toMinorUnits(lot.delivery)),
    orderName: lot.orderName,
    size: lot.size ?? '',
    color: lot.color ?? '',
    commentProduct: lot.commentProduct ?? '',
    commentProductForManager: lot.commentProductForManager ?? '',
    goodHazardCategoryId: lot.goodHazardCategoryId,
    additionalServices: lot.additionalServices,
    types: lot.types,
    isInternational: lot.isInternational,
  };
}

/** An order's new lots as the form edits them (`/order?id=N`); lots past «Новый» are not editable. */
export function orderToFormValues(order: Order): OrderFormValues {
  return {
    commentOrder: order.commentOrder ?? '',
    orderUnits: order.orderUnits.filter((lot) => lot.statusId === ORDER_UNIT_STATUS.NEW).map(lotToFormValues),
  };
}

const exact = (value: unknown): string | null => {
  const read = readMoney(value);
  return 'error' in read || read.amount.startsWith('-') ? null : read.amount;
};

/** A lot's running price (`priceLot`), or null while its price, count or delivery is not a valid number. */
export function lotRunningPrice(lot: Partial<LotFormValues>, commissionPercent: Decimal): LotPrice | null {
  const price = exact(lot.price);
  const delivery = exact(lot.delivery);
  const count = typeof lot.count === 'number' ? lot.count : Number.NaN;
  if (price === null || delivery === null || !Number.isInteger(count) || count <= 0) return null;
  return priceLot({ price, count, delivery }, commissionPercent);
}

/** The order's total in yuan: the sum of the lots priced so far. */
export function orderRunningTotal(
  lots: readonly Partial<LotFormValues>[],
  commissionPercent: Decimal,
): string {
  const prices = lots
    .map((lot) => lotRunningPrice(lot, commissionPercent))
    .filter((price): price is LotPrice => price !== null);
  return sumLotTotals(prices);
}

/** Yuan in roubles at the customer's rate (roubles per yuan), rounded half away from zero to the kopeck. */
export function yuanToRoubles(yuan: Decimal, rubPerYuan: Decimal): string {
  return fromMinorUnits(divRound(toMinorUnits(yuan) * toMicro(rubPerYuan), 1_000_000n));
}
