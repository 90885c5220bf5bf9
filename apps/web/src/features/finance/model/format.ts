import { type CurrencyCcy, FINANCE_MESSAGES, type TopUp } from '@cargo/domain';
import dayjs from 'dayjs';
import { formatMoney } from '../../../shared/format/formatMoney';

/** An ISO date as dd.MM.yyyy HH:mm in the browser's time zone. */
export function formatDateTime(iso: string): string {
  const date = dayjs(iso);
  return date.isValid() ? date.format('DD.MM.YYYY HH:mm') : '—';
}

/** A signed amount: «+1 000,00 ₽» for a credit, «−250,00 ¥» for a debit. */
export function formatSignedMoney(amount: number, ccy: CurrencyCcy): string {
  if (amount > 0) return `+${formatMoney(amount, ccy)}`;
  if (amount < 0) return `−${formatMoney(-amount, ccy)}`;
  return formatMoney(0, ccy);
}

/** «Зачислено 5 000,00 ₽ из 10 000,00 ₽» when what arrived differs from what was asked (an underpaid invoice). */
export function creditedLine(topUp: TopUp): string | null {
  if (topUp.receivedAmount === null || topUp.receivedAmount === topUp.amount) return null;
  return FINANCE_MESSAGES.partlyCredited(
    formatMoney(topUp.receivedAmount, topUp.currency),
    formatMoney(topUp.amount, topUp.currency),
  );
}
