import { amountInRoubles, type CurrencyCcy, FINANCE_MESSAGES, roundMoney } from '@cargo/domain';
import { AppError } from '../../errors.js';
import type { RateSource } from '../../integrations/rates/rate-source.js';

/**
 * An amount in roubles at today's official rate (no margin), for the four-eyes threshold (decision 049). With no
 * rate to be had the request cannot be weighed: 503, as a conversion answers.
 */
export async function inRoubles(source: RateSource, currency: CurrencyCcy, amount: string): Promise<string> {
  if (currency === 'RUB') return roundMoney(amount);
  const official = await source.latest().catch(() => {
    throw new AppError(503, 'RATE_UNAVAILABLE', FINANCE_MESSAGES.rateUnavailable);
  });
  return amountInRoubles(amount, official.rates[currency]);
}
