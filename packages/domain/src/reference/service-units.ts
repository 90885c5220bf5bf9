/**
 * What a service's «item» is (docs/decisions/052-per-item-services-and-published-terms.md): a per-item service
 * (`SERVICE_PRICES[id].per === 'item'`: examination «с проверкой», photo report, original packaging removal,
 * crating, consolidation, postal packaging disposal) is charged for every PIECE of the goods lines it is chosen on,
 * a good's quantity counting; a per-parcel service once per parcel. The labels, the order form's estimate, the
 * calculator and the desk's invoice all read this one rule.
 */
import { formatMoneyWithSign } from '../shared/money-format.js';
import { type Decimal, toMinorUnits } from '../shared/money.js';

export type ServiceBasis = 'item' | 'parcel';

/** The unit a per-item price is for, as the labels say it: «за шт.» */
export const SERVICE_UNIT_TEXT: Readonly<Record<ServiceBasis, string>> = {
  item: 'за шт.',
  parcel: 'за посылку',
};

/**
 * The units a service is charged for over the goods lines it is chosen on: per-item, the pieces of those lines (a
 * line without a quantity is one piece; at least 1); per-parcel, 1.
 */
export function chargedUnits(per: ServiceBasis, lines: ReadonlyArray<{ qty?: number | null }>): number {
  if (per === 'parcel') return 1;
  const pieces = lines.reduce((sum, line) => {
    const qty = line.qty ?? 1;
    if (!Number.isInteger(qty) || qty < 1) throw new RangeError(`Not a quantity of pieces: ${qty}`);
    return sum + qty;
  }, 0);
  return Math.max(pieces, 1);
}

/** «100 ₽ за шт.», «150 ₽ за посылку» or «бесплатно»: a service's price with what it is charged for. */
export function servicePriceText(price: Decimal, per: ServiceBasis): string {
  if (toMinorUnits(price) <= 0n) return 'бесплатно';
  return `${formatMoneyWithSign(price, 'RUB', { noBreak: true })} ${SERVICE_UNIT_TEXT[per]}`;
}

/** «Детальный осмотр (с проверкой) — 100 ₽ за шт.» */
export function serviceLabel(service: { title: string; price: Decimal; per: ServiceBasis }): string {
  return `${service.title} — ${servicePriceText(service.price, service.per)}`;
}

/** An invoice line's basis: «6 шт. × 100 ₽», «1 × 150 ₽». */
export function serviceLineBasis(line: { quantity: number; unitPrice: Decimal }, per: ServiceBasis): string {
  const unit = per === 'item' ? ' шт.' : '';
  return `${line.quantity}${unit} × ${formatMoneyWithSign(line.unitPrice, 'RUB', { noBreak: true })}`;
}
