import { type Decimal, divRound, fromMinorUnits, toMinorUnits, toScaled } from '../shared/money.js';

/**
 * What a lot costs in yuan (decision 027): the goods (unit price × count) plus the Chinese delivery, plus the
 * service's commission, a percent of both, rounded half away from zero to the fen. All exact decimal text.
 * The same function prices the order form's running total, the charge at sending to buyout, a new price the
 * customer confirms, and the refund of a lower real price.
 */
export interface LotPrice {
  /** Unit price × count. */
  goods: string;
  /** The delivery inside China. */
  delivery: string;
  /** Goods + delivery: what the shop is paid. */
  subtotal: string;
  commissionPercent: string;
  commission: string;
  /** What the customer pays for the lot: subtotal + commission. */
  total: string;
  currency: 'CNY';
}

export interface LotFigures {
  price: Decimal;
  count: number;
  delivery: Decimal;
}

/** Percent with at most two decimals ("5", "3.5"), as hundredths of a percent. */
function percentHundredths(percent: Decimal): bigint {
  return toScaled(percent, 2);
}

export function priceLot(figures: LotFigures, commissionPercent: Decimal): LotPrice {
  if (!Number.isInteger(figures.count) || figures.count < 0) throw new RangeError('A lot count is whole');
  const goods = toMinorUnits(figures.price) * BigInt(figures.count);
  const delivery = toMinorUnits(figures.delivery);
  const subtotal = goods + delivery;
  // subtotal (fen) × percent (hundredths) / 100 / 100.
  const commission = divRound(subtotal * percentHundredths(commissionPercent), 10_000n);
  return {
    goods: fromMinorUnits(goods),
    delivery: fromMinorUnits(delivery),
    subtotal: fromMinorUnits(subtotal),
    commissionPercent: fromMinorUnits(percentHundredths(commissionPercent)),
    commission: fromMinorUnits(commission),
    total: fromMinorUnits(subtotal + commission),
    currency: 'CNY',
  };
}

/** The sum of several lots' totals (the order form's «Итого»). */
export function sumLotTotals(prices: readonly LotPrice[]): string {
  return fromMinorUnits(prices.reduce((sum, price) => sum + toMinorUnits(price.total), 0n));
}
