import {
  type ConversionAnswer,
  conversionRates,
  convertedMinor,
  type CurrencyCcy,
  FINANCE_MESSAGES,
  formatDecimalRu,
  formatMoneyRu,
  fromMinorUnits,
  moneyToJson,
  toMicro,
  toMinorUnits,
} from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { currencyConversions } from '../../db/schema/finance.js';
import { AppError, badRequest, fieldError } from '../../errors.js';
import { credit, debit } from './credit-debit.js';
import { listAccounts, lockAccounts } from './ledger.js';
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
  const applied = conversionRates(from, to, rateFrom, rateTo, margin);
  return {
    credited: fromMinorUnits(creditedMinor),
    rate: applied.perFrom,
    quotedRate: applied.quoted,
  };
}

/**
 * Converts money between two of the customer's accounts in the caller's transaction: a debit of `from` and a
 * credit of `to`, both ledger rows of kind `conversion` with the same Russian comment naming both amounts and the
 * rate, and the conversion's record of the official rates, margin and source it applied. A short balance answers 402 «Недостаточно денег на счёте для конвертации» with the shortfall and moves nothing.
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
  const debitEntry = await debit(tx, {
    userId: request.userId,
    currency: request.from,
    amount: debitedText,
    kind: 'conversion',
    comment,
  }).catch((error: unknown) => {
    // A conversion is no purchase: its own message, with the same shortfall.
    if (error instanceof AppError && error.statusCode === 402) {
      throw new AppError(
        402,
        error.code,
        FINANCE_MESSAGES.notEnoughForConversion,
        undefined,
        error.shortfall,
      );
    }
    throw error;
  });
  const creditEntry = await credit(tx, {
    userId: request.userId,
    currency: request.to,
    amount: quote.credited,
    kind: 'conversion',
    comment,
    // Both rows point at the debit, so the pair can be found from either side.
    reference: { type: 'conversion', id: debitEntry.transactionId },
  });
  // The rates it applied, kept beside the ledger: a later change of the table never hides them (decision 049).
  await tx.insert(currencyConversions).values({
    userId: request.userId,
    fromCurrency: request.from,
    toCurrency: request.to,
    debited: debitedText,
    credited: quote.credited,
    officialRateFrom: rates.rates[request.from],
    officialRateTo: rates.rates[request.to],
    marginPercent: rates.marginPercent,
    appliedRate: quote.rate,
    rateSource: rates.source,
    ratesDate: rates.date,
    debitTransactionId: debitEntry.transactionId,
    creditTransactionId: creditEntry.transactionId,
  });
  return {
    message: FINANCE_MESSAGES.conversionDone,
    debited: { currency: request.from, amount: moneyToJson(debitedText) },
    credited: { currency: request.to, amount: moneyToJson(quote.credited) },
    rate: Number(quote.rate),
    accounts: await listAccounts(tx, request.userId),
  };
}
