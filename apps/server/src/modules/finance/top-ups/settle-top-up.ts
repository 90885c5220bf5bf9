import { and, eq } from 'drizzle-orm';
import {
  allowedActions,
  type CurrencyCcy,
  formatMoneyWithSign,
  fromMinorUnits,
  TOP_UP_CREDITED_STATUSES,
  type TopUpStatusId,
  toMinorUnits,
} from '@cargo/domain';
import type { Database } from '../../../db/client.js';
import { updateStatus } from '../../../db/guarded-update.js';
import { paymentEvents, topUps } from '../../../db/schema/payments.js';
import { credit } from '../credit-debit.js';
import { creditReferralReward } from './referral-reward.js';
import { topUpNotFound, type TopUpRow } from './top-up-view.js';

/** What a verified notification (or a re-read of the provider) says happened to a payment. */
export type Verdict =
  | {
      kind: 'succeeded';
      /** Minor units to credit for the top-up as recorded, or `wrong_amount` when the provider's figures disagree. */
      credit: (row: TopUpRow) => bigint | 'wrong_amount';
    }
  | { kind: 'failed'; reason: string }
  | { kind: 'pending' };

/** `payment_events.outcome`. */
export type Outcome = 'credited' | 'already_credited' | 'failed' | 'ignored' | 'rejected';

export interface Settlement {
  outcome: Outcome;
  detail: string;
  topUpId?: number;
}

export interface PaymentEvent {
  provider: string;
  providerPaymentId: string | null;
  event: string;
  remoteAddress: string | null;
}

/** Every notification is logged with what was done with it, whatever it was. */
export async function logPaymentEvent(db: Database, event: PaymentEvent, settlement: Settlement) {
  await db.insert(paymentEvents).values({
    provider: event.provider,
    providerPaymentId: event.providerPaymentId?.slice(0, 200) ?? null,
    event: event.event.slice(0, 100),
    outcome: settlement.outcome,
    detail: settlement.detail.slice(0, 500),
    remoteAddress: event.remoteAddress,
  });
}

const topUpComment = (row: TopUpRow, credited: string) =>
  `Пополнение ${row.method === 'card' ? 'картой' : 'криптовалютой'} №${row.id}: ` +
  formatMoneyWithSign(credited, row.currency as CurrencyCcy);

/**
 * Applies a verdict to the top-up the provider's payment id names, once. The row is locked first, so concurrent
 * notifications of one payment queue up; the first moves it pending → succeeded (or partly credited, when less
 * arrived than was asked) through `updateStatus` in the same transaction as its ledger row (and the referrer's
 * reward), and every later one finds it credited and credits nothing (`already_credited`). An expired or cancelled
 * top-up whose money arrives after all is credited the same way.
 */
export async function settleTopUp(
  db: Database,
  event: PaymentEvent & { providerPaymentId: string },
  verdict: Verdict,
): Promise<Settlement> {
  const settlement = await db.transaction(async (tx): Promise<Settlement> => {
    const [row] = await tx
      .select()
      .from(topUps)
      .where(and(eq(topUps.provider, event.provider), eq(topUps.providerPaymentId, event.providerPaymentId)))
      .for('update');
    if (!row) return { outcome: 'rejected', detail: 'unknown payment' };
    const topUpId = row.id;
    if (verdict.kind === 'pending') return { outcome: 'ignored', detail: 'still pending', topUpId };
    if (verdict.kind === 'failed') {
      // An expired or cancelled top-up stays as it is: the customer already reads why it ended.
      if (!allowedActions('topUp', 'provider', row.statusId).includes('fail')) {
        return { outcome: 'ignored', detail: `top-up already in status ${row.statusId}`, topUpId };
      }
      await updateStatus(tx, {
        table: topUps,
        entity: 'topUp',
        actor: 'provider',
        action: 'fail',
        id: row.id,
        set: { failureReason: verdict.reason, updatedAt: new Date() },
        notFound: topUpNotFound,
      });
      return { outcome: 'failed', detail: verdict.reason, topUpId };
    }
    if (TOP_UP_CREDITED_STATUSES.includes(row.statusId as TopUpStatusId)) {
      return { outcome: 'already_credited', detail: `top-up ${row.id} was credited before`, topUpId };
    }
    // Open, expired or cancelled: the money arrived, so it is credited (docs/decisions/025); a failed one is not.
    if (!allowedActions('topUp', 'provider', row.statusId).includes('succeed')) {
      return { outcome: 'rejected', detail: `top-up already in status ${row.statusId}`, topUpId };
    }
    const creditMinor = verdict.credit(row);
    if (creditMinor === 'wrong_amount') {
      return { outcome: 'rejected', detail: `wrong amount: asked ${row.amount} ${row.currency}`, topUpId };
    }
    if (creditMinor <= 0n) {
      // An invoice that settled with nothing received: nothing to credit. An open top-up failed; an expired or
      // cancelled one keeps its status.
      if (!allowedActions('topUp', 'provider', row.statusId).includes('fail')) {
        return { outcome: 'ignored', detail: 'nothing received', topUpId };
      }
      await updateStatus(tx, {
        table: topUps,
        entity: 'topUp',
        actor: 'provider',
        action: 'fail',
        id: row.id,
        set: { failureReason: 'Оплата не поступила', updatedAt: new Date() },
        notFound: topUpNotFound,
      });
      return { outcome: 'failed', detail: 'nothing received', topUpId };
    }
    const credited = fromMinorUnits(creditMinor);
    const now = new Date();
    const entry = await credit(tx, {
      userId: row.userId,
      currency: row.currency as CurrencyCcy,
      amount: credited,
      kind: 'top_up',
      comment: topUpComment(row, credited),
      reference: { type: 'top_up', id: row.id },
    });
    await updateStatus(tx, {
      table: topUps,
      entity: 'topUp',
      actor: 'provider',
      // Less than asked (an underpaid invoice) is a partial credit: «Зачислен частично», and the line says how much.
      action: creditMinor < toMinorUnits(row.amount) ? 'creditPart' : 'succeed',
      id: row.id,
      set: {
        receivedAmount: credited,
        transactionId: entry.transactionId,
        paidAt: now,
        updatedAt: now,
        failureReason: null,
      },
      notFound: topUpNotFound,
    });
    await creditReferralReward(tx, {
      payerId: row.userId,
      currency: row.currency as CurrencyCcy,
      creditedMinor: creditMinor,
      topUpId: row.id,
      at: now,
    });
    return { outcome: 'credited', detail: `${credited} ${row.currency}`, topUpId };
  });
  await logPaymentEvent(db, event, settlement);
  return settlement;
}

/** A card payment's verdict: the amount the verified source names must be the amount asked, in its currency. */
export function cardCredit(verified: { amountMinor: number; currency: string }) {
  return (row: TopUpRow): bigint | 'wrong_amount' => {
    const asked = toMinorUnits(row.amount);
    return BigInt(verified.amountMinor) === asked && verified.currency === row.currency
      ? asked
      : 'wrong_amount';
  };
}
