import { formatMoney } from '../../../shared/format/formatMoney';

/** A request's money in roubles at the official rate, or «—» for one that names none (a rate). */
export function formatAmountRub(amountRub: number | null): string {
  return amountRub === null ? '—' : formatMoney(amountRub, 'RUB');
}
