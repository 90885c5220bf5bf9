import {
  type ConversionAnswer,
  type CurrencyCcy,
  FINANCE_MESSAGES,
  fromMinorUnits,
  moneyToJson,
  toMinorUnits,
} from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { badRequest, fieldError } from '../../errors.js';
import { convertedMinor, divideHalfUp, scaledToText, toMicro } from './exact-decimal.js';
import { formatDecimalRu, formatMoneyRu } from './format-money.js';
import { changeBalance, listAccounts, lockAccounts } from './ledger.js';
import type { AppliedRates } from './rates.js';

export interface ConversionRequest {
  userId: number;
  from: CurrencyCcy;
  to: CurrencyCcy;
  /** Positive exact decimal text, in `from`. */
  amount: string;
}

/** What a conversion gives at these rates, before any money moves (exact; the credit rounded down). */
export function quoteConversion(rates: AppliedRates, from: CurrencyCcy, to: CurrencyCcy, amount: string) {
  const rateFrom = toMicro(rates.rates[from]);
  const rateTo = toMicro(rates.rates[to]);
  const margin = toMicro(rates.marginPercent);
  const creditedMinor = convertedMinor(toMinorUnits(amount), rateFrom, rateTo, margin);
  // Units of `to` per one `from`, as applied (margin included), to 6 decimals for the answer.
  const ratePerFrom = divideHalfUp(rateFrom * 100_000_000n * 1_000_000n, rateTo * (100_000_000n + margin));
  // The comment names the rate the way people quote it: roubles per unit of the foreign side.
  const quoted =
    from === 'RUB'
      ? divideHalfUp(rateTo * (100_000_000n + margin), 100_000_000n * 100n)
      : to === 'RUB'
        ? divideHalfUp(rateFrom * 100_000_000n, (100_000_000n + margin) * 100n)
        : divideHalfUp(ratePerFrom, 100n);
  return {
    credited: fromMinorUnits(creditedMinor),
    rate: scaledToText(ratePerFrom, 6),
    quotedRate: scaledToText(quoted, 4),
  };
}

/**
 * Converts money between two of the customer's accounts in the caller's transaction: a debit of `from` and a
 * credit of `to`, both ledger rows of kind `conversion` with the same Russian comment naming both amounts and the
 * rate. A short balance answers 402 with the `from` account's message and moves nothing.
 */
export async function convert(
  tx: Executor,
  rates: AppliedRates,
  request: ConversionRequest,
): Promise<ConversionAnswer> {
  if (request.from === request.to) throw fieldError('to', FINANCE_MESSAGES.sameCurrency);
  const quote = quoteConversion(rates, request.from, request.to, request.amount);
  if (toMinorUnits(quote.credited) <= 0n) {
    throw badRequest('VALIDATION_ERROR', FINANCE_MESSAGES.conversionAmountPositive, {
      amount: FINANCE_MESSAGES.conversionAmountPositive,
    });
  }
  const debitedText = fromMinorUnits(toMinorUnits(request.amount));
  const comment = `Конвертация ${formatMoneyRu(debitedText, request.from)} → ${formatMoneyRu(
    quote.credited,
    request.to,
  )} по курсу ${formatDecimalRu(quote.quotedRate, 4)}`;
  await lockAccounts(tx, request.userId, [request.from, request.to]);
  const debitEntry = await changeBalance(tx, {
    userId: request.userId,
    currency: request.from,
    amount: fromMinorUnits(-toMinorUnits(debitedText)),
    kind: 'conversion',
    comment,
  });
  await changeBalance(tx, {
    userId: request.userId,
    currency: request.to,
    amount: quote.credited,
    kind: 'conversion',
    comment,
    // Both rows point at the debit, so the pair can be found from either side.
    referenceType: 'conversion',
    referenceId: debitEntry.transactionId,
  });
  return {
    message: FINANCE_MESSAGES.conversionDone,
    debited: { currency: request.from, amount: moneyToJson(debitedText) },
    credited: { currency: request.to, amount: moneyToJson(quote.credited) },
    rate: Number(quote.rate),
    accounts: await listAccounts(tx, request.userId),
  };
}
