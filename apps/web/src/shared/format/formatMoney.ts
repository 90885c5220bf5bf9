import { type CurrencyCcy, type Decimal, formatMoneyRu } from '@cargo/domain';
import type { FormatLanguage } from './formatDate';

/**
 * 1234.5 or "1234.50", 'RUB' -> '1 234,50 ₽': the domain's Russian money format (packages/domain/src/shared/money.ts), with
 * no-break spaces so a screen never wraps an amount. In Chinese (the desk, decision 066) Intl's zh-CN currency format:
 * 'RUB 1,234.50', '¥1,234.50'.
 */
export function formatMoney(amount: Decimal, ccy: CurrencyCcy, language: FormatLanguage = 'ru'): string {
  if (language === 'zh') {
    return new Intl.NumberFormat('zh-CN', { style: 'currency', currency: ccy }).format(Number(amount));
  }
  return formatMoneyRu(amount, ccy, { noBreak: true });
}

/** A count or a weight: '12 345,5' in Russian, '12,345.5' in Chinese. */
export function formatNumber(value: number, language: FormatLanguage = 'ru', digits?: number): string {
  return new Intl.NumberFormat(language === 'zh' ? 'zh-CN' : 'ru-RU', {
    ...(digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits }),
  }).format(value);
}
