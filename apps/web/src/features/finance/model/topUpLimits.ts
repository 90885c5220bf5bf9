import {
  FINANCE_MESSAGES,
  formatMoneyWithSign,
  TOP_UP_LIMITS,
  toMinorUnits,
  type CurrencyCcy,
} from '@cargo/domain';

/** A limit as the server words it: «100 ₽», «300 000 ₽» (the domain's formatter, the server's words). */
export function formatLimit(amount: number, currency: CurrencyCcy): string {
  return formatMoneyWithSign(amount, currency, { noBreak: true });
}

/**
 * Checks an amount typed into a top-up form against `TOP_UP_LIMITS` (inclusive), exactly (minor units): the
 * normalised amount ("1000.00") or the Russian message to show under the field.
 */
export function checkTopUpAmount(
  text: string,
  currency: CurrencyCcy,
): { amount: string } | { error: string } {
  const normalised = text.trim().replace(/\s/g, '').replace(',', '.');
  if (normalised === '') return { error: 'Введите сумму' };
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(normalised))
    return { error: 'Введите сумму числом, до двух знаков после запятой' };
  const minor = toMinorUnits(normalised);
  const limits = TOP_UP_LIMITS[currency];
  if (minor < toMinorUnits(limits.min))
    return { error: FINANCE_MESSAGES.topUpTooSmall(formatLimit(limits.min, currency)) };
  if (minor > toMinorUnits(limits.max))
    return { error: FINANCE_MESSAGES.topUpTooLarge(formatLimit(limits.max, currency)) };
  const [integer, fraction = ''] = normalised.split('.');
  return { amount: `${BigInt(integer!)}.${fraction.padEnd(2, '0')}` };
}
