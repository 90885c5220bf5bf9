import { type CurrencyCcy, divRound, FINANCE_MESSAGES, fromMinorUnits, REFERRAL_REWARD } from '@cargo/domain';
import type { Executor } from '../../../db/client.js';
import { recordEvents } from '../../../db/events.js';
import { referralFactsOf } from '../../auth/index.js';
import { credit } from '../credit-debit.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The referral rule (docs/decisions/010): while an invited customer is in their first year after registering, each
 * of their top-ups credits the referrer 5 % of the credited amount, rounded half away from zero to the minor unit, in the same
 * currency. Runs inside the top-up's crediting transaction, so the reward exists exactly when the credit does.
 */
export async function creditReferralReward(
  tx: Executor,
  payment: { payerId: number; currency: CurrencyCcy; creditedMinor: bigint; topUpId: number; at: Date },
) {
  const facts = await referralFactsOf(tx, payment.payerId);
  if (!facts?.referrerId) return null;
  if (payment.at.getTime() - facts.registeredAt.getTime() >= REFERRAL_REWARD.days * DAY_MS) return null;
  const reward = divRound(payment.creditedMinor * BigInt(REFERRAL_REWARD.percent), 100n);
  if (reward <= 0n) return null;
  const amount = fromMinorUnits(reward);
  const entry = await credit(tx, {
    userId: facts.referrerId,
    currency: payment.currency,
    amount,
    kind: 'referral_reward',
    comment: FINANCE_MESSAGES.referralRewardComment,
    relatedUserId: payment.payerId,
    reference: { type: 'top_up', id: payment.topUpId },
  });
  // The referrer's event, in the crediting transaction (decision 029).
  await recordEvents(tx, [
    {
      userId: facts.referrerId,
      kind: 'credit',
      objectId: entry.transactionId,
      action: 'referral',
      actor: 'system',
      data: { source: 'referral', amount, currency: payment.currency },
    },
  ]);
  return entry;
}
