import type { CurrencyCcy } from '@cargo/domain';
import { useMemo } from 'react';
import { useDeskFormat } from '../../../shared/staff/i18n';

/**
 * The desk's formats (its language's dates, money, numbers) with the finance desk's own: a request's roubles, a
 * ledger row's signed amount.
 */
export function useFinanceFormat() {
  const format = useDeskFormat();
  return useMemo(
    () => ({
      ...format,
      /** A request's money in roubles at the official rate, or «—» for one that names none (a rate). */
      amountRub: (amountRub: number | null) => (amountRub === null ? '—' : format.money(amountRub, 'RUB')),
      /** A signed amount: «+1 000,00 ₽» for a credit, «−250,00 ¥» for a debit. */
      signedMoney: (amount: number, ccy: CurrencyCcy) => {
        if (amount > 0) return `+${format.money(amount, ccy)}`;
        if (amount < 0) return `−${format.money(-amount, ccy)}`;
        return format.money(0, ccy);
      },
      /** A rate or the margin as typed: all its decimals (a rate has six), a decimal comma in Russian. */
      decimal: (value: number) =>
        format.language === 'ru' ? String(value).replace('.', ',') : String(value),
    }),
    [format],
  );
}
