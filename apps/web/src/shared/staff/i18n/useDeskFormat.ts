import type { CurrencyCcy, Decimal } from '@cargo/domain';
import { useMemo } from 'react';
import { formatDate, formatDateTime } from '../../format/formatDate';
import { formatMoney, formatNumber } from '../../format/formatMoney';
import { useDeskLanguage } from './deskI18n';

/** The shared formatters bound to the desk's language: dates, money and numbers as the member reads them. */
export function useDeskFormat() {
  const language = useDeskLanguage();
  return useMemo(
    () => ({
      language,
      date: (iso: string | null | undefined) => formatDate(iso, language),
      dateTime: (iso: string | null | undefined) => formatDateTime(iso, language),
      money: (amount: Decimal, ccy: CurrencyCcy) => formatMoney(amount, ccy, language),
      number: (value: number, digits?: number) => formatNumber(value, language, digits),
    }),
    [language],
  );
}
