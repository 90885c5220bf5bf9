import { and, eq, inArray } from 'drizzle-orm';
import {
  type CurrencyCcy,
  divRound,
  FINANCE_MESSAGES,
  formatMoneyWithSign,
  fromMinorUnits,
  REFERRAL_REWARD,
} from '@cargo/domain';
import type { Executor } from '../../../db/client.js';
import { recordEvents } from '../../../db/events.js';
import { accounts, accountTransactions } from '../../../db/schema/finance.js';
import { referralFactsOf } from '../../auth/index.js';
import { credit, takeBack } from '../credit-debit.js';

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

/** The reward a top-up earned and whether it was taken back already: its ledger rows. */
async function rewardRowsOf(tx: Executor, topUpId: number) {
  return tx
    .select({
      kind: accountTransactions.kind,
      userId: accounts.userId,
      currency: accounts.currency,
      amount: accountTransactions.amount,
      relatedUserId: accountTransactions.relatedUserId,
    })
    .from(accountTransactions)
    .innerJoin(accounts, eq(accounts.id, accountTransactions.accountId))
    .where(
      and(
        eq(accountTransactions.referenceType, 'top_up'),
        eq(accountTransactions.referenceId, topUpId),
        inArray(accountTransactions.kind, ['referral_reward', 'referral_reversal']),
      ),
    );
}

/**
 * A top-up whose money went back to the card earned no reward: the referrer's reward is taken back, in the
 * transaction that records the refund as done (6 → 5, `settleRefund`), whose guarded update lets one caller
 * through, so it happens once. A refund still in processing leaves the reward alone, and one the acquirer refuses
 * never touches it (decision 046). Whatever the referrer's balance cannot cover becomes a debt of theirs that their
 * next credit in that currency repays (`takeBack`).
 */
export async function reverseReferralReward(tx: Executor, topUpId: number): Promise<void> {
  const rows = await rewardRowsOf(tx, topUpId);
  const reward = rows.find((row) => row.kind === 'referral_reward');
  if (!reward || rows.some((row) => row.kind === 'referral_reversal')) return;
  const currency = reward.currency as CurrencyCcy;
  await takeBack(tx, {
    userId: reward.userId,
    currency,
    amount: reward.amount,
    kind: 'referral_reversal',
    comment: FINANCE_MESSAGES.referralReversalComment(formatMoneyWithSign(reward.amount, currency)),
    relatedUserId: reward.relatedUserId ?? undefined,
    reference: { type: 'top_up', id: topUpId },
  });
}
