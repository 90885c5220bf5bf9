import { CURRENCY_CCYS, moneyToJson, type ReferralAmount } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { sumLedgerAmount } from '../finance/index.js';

export const REFERRAL_REWARD_KIND = 'referral_reward';

/** Start of a UTC day given as YYYY-MM-DD. */
function dayStart(day: string, plusDays = 0): Date {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + plusDays);
  return date;
}

/**
 * Referral rewards credited to the customer between two dates (inclusive, UTC days). Rewards come in the currency
 * of the invited customer's top-up (docs/decisions/010), so every currency is summed; `amount` and `count` stay
 * the rouble figures the page always showed.
 */
export async function referralRewardsAmount(
  db: Executor,
  userId: number,
  from?: string,
  to?: string,
): Promise<ReferralAmount> {
  const period = { from: from ? dayStart(from) : undefined, to: to ? dayStart(to, 1) : undefined };
  const sums = [];
  for (const currency of CURRENCY_CCYS) {
    const sum = await sumLedgerAmount(db, { userId, kind: REFERRAL_REWARD_KIND, currency, ...period });
    sums.push({ currency, ...sum });
  }
  const rub = sums.find((sum) => sum.currency === 'RUB')!;
  return {
    amount: moneyToJson(rub.amount),
    currency: 'RUB',
    count: rub.count,
    byCurrency: sums
      .filter((sum) => sum.count > 0)
      .map((sum) => ({ currency: sum.currency, amount: moneyToJson(sum.amount), count: sum.count })),
  };
}
