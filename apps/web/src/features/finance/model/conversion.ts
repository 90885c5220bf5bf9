import type { CurrencyCcy, CurrencyRate } from '@cargo/domain';

/**
 * What `amount` of `from` comes to in `to` at the service's rates (roubles per unit of each currency). A preview
 * only: the server converts in exact decimals at the rate of the moment and answers what it credited.
 */
export function previewConversion(
  amount: number,
  from: CurrencyCcy,
  to: CurrencyCcy,
  rates: readonly CurrencyRate[] | undefined,
): { result: number; rate: number } | null {
  if (!rates || !Number.isFinite(amount) || amount <= 0 || from === to) return null;
  const rub = (ccy: CurrencyCcy) =>
    ccy === 'RUB' ? 1 : rates.find((rate) => rate.eCurrency.ccy === ccy)?.rate;
  const fromRub = rub(from);
  const toRub = rub(to);
  if (!fromRub || !toRub) return null;
  const rate = fromRub / toRub;
  return { result: Math.floor(amount * rate * 100 + 1e-6) / 100, rate };
}

/** The amount field's text as a number: a comma is a decimal point. */
export function readAmount(text: string): number {
  const normalised = text.trim().replace(/\s/g, '').replace(',', '.');
  return /^\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : Number.NaN;
}
