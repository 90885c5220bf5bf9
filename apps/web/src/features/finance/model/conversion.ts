import {
  convertedMinor,
  type CurrencyCcy,
  type CurrencyRate,
  divRound,
  fromMinorUnits,
  fromScaled,
  moneyToJson,
  toMicro,
  toScaledRounded,
} from '@cargo/domain';

/**
 * What `amount` of `from` comes to in `to` at the service's rates (roubles per unit of each currency, the margin
 * already in them), with the server's own arithmetic: exact decimals, the credit rounded down. A preview only: the
 * server converts at the rate of the moment and answers what it credited.
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
  const fromMicro = toMicro(fromRub);
  const toMicroRate = toMicro(toRub);
  const minor = convertedMinor(toScaledRounded(amount, 2, 'down'), fromMicro, toMicroRate, 0n);
  return {
    result: moneyToJson(fromMinorUnits(minor)),
    rate: Number(fromScaled(divRound(fromMicro * 10_000n, toMicroRate), 4)),
  };
}

/** The amount field's text as a number: a comma is a decimal point. */
export function readAmount(text: string): number {
  const normalised = text.trim().replace(/\s/g, '').replace(',', '.');
  return /^\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : Number.NaN;
}
