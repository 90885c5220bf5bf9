import {
  compareMoney,
  priceLot,
  roundMoney,
  staffRaisePriceSchema,
  subtractMoney,
  type LotPrice,
  type StaffLot,
} from '@cargo/domain';

/** The buyer's figures priced for the customer, and how they compare with the yuan held for the lot. */
export interface RealPricePreview {
  price: LotPrice;
  /** What the customer holds for the lot now. */
  paid: string;
  /** total − paid: positive is the surcharge asked of the customer, negative the refund at purchase. */
  difference: string;
  /** 1 when the real total is above what is held, 0 when equal, −1 below. */
  comparison: -1 | 0 | 1;
}

const { unitPrice: unitPriceField, chinaDelivery: deliveryField } = staffRaisePriceSchema.shape;

/**
 * The real unit price and Chinese delivery as typed, priced by `priceLot` at the lot's own commission (fixed when
 * the customer paid), exactly as the server will; null until both are valid numbers.
 */
export function previewRealPrice(
  lot: StaffLot,
  unitPrice: unknown,
  chinaDelivery: unknown,
): RealPricePreview | null {
  const price = unitPriceField.safeParse(unitPrice);
  const delivery = deliveryField.safeParse(chinaDelivery);
  if (!price.success || !delivery.success) return null;
  const priced = priceLot(
    { price: price.data, count: lot.count, delivery: delivery.data },
    lot.pricing.commissionPercent,
  );
  const paid = roundMoney(lot.paid);
  return {
    price: priced,
    paid,
    difference: subtractMoney(priced.total, paid),
    comparison: compareMoney(priced.total, paid),
  };
}
