import { type CurrencyCcy, type Decimal, formatMoneyRu } from '@cargo/domain';

/**
 * 1234.5 or "1234.50", 'RUB' -> '1 234,50 ₽': the domain's Russian money format (packages/domain/src/shared/money.ts), with
 * no-break spaces so a screen never wraps an amount.
 */
export function formatMoney(amount: Decimal, ccy: CurrencyCcy): string {
  return formatMoneyRu(amount, ccy, { noBreak: true });
}
