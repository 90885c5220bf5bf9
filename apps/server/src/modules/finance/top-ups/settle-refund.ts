import { and, eq } from 'drizzle-orm';
import {
  type CurrencyCcy,
  FINANCE_MESSAGES,
  formatMoneyWithSign,
  TOP_UP_STATUS,
  topUpName,
} from '@cargo/domain';
import type { Database, Executor } from '../../../db/client.js';
import { updateStatus } from '../../../db/guarded-update.js';
import { topUps } from '../../../db/schema/payments.js';
import { AppError } from '../../../errors.js';
import type { ProviderRefund } from '../../../integrations/payments/payment-provider.js';
import { recordStaffAction, rowChanges, type StaffActor } from '../../audit/index.js';
import { credit } from '../credit-debit.js';
import { reverseReferralReward } from './referral-reward.js';
import { creditedAmount, topUpNotFound, type TopUpRow } from './top-up-view.js';

async function readTopUp(db: Executor, id: number): Promise<TopUpRow> {
  const [row] = await db.select().from(topUps).where(eq(topUps.id, id));
  if (!row) throw topUpNotFound();
  return row;
}

const lostRace = (error: unknown) => error instanceof AppError && error.statusCode === 409;

/**
 * Applies what the acquirer said of a refund in processing (status 6) to the top-up, once.
 *
 * - No word (`null`: a timeout, a network error, a 5xx) or `pending`: the debit stays and so does the status; the
 *   check time and the refund id, once learned, are noted.
 * - `succeeded`: 6 → 5.
 * - `canceled`, a definite refusal: 6 → 3 and the credit is given back with a ledger row, in one transaction.
 *
 * Every change carries the status 6 *and this request's idempotence key* in its UPDATE's WHERE: of two re-reads
 * that both heard "refused", the second matches no row and credits nothing; and a slow re-read of an earlier,
 * refused request cannot touch a newer refund of the same top-up.
 *
 * Asked from the desk's «Проверить возврат» (`checkedBy`), the change carries that member's audit row.
 */
export async function settleRefund(
  db: Database,
  asked: TopUpRow,
  answer: ProviderRefund | null,
  checkedBy?: StaffActor,
): Promise<TopUpRow> {
  try {
    return await db.transaction(async (tx) => {
      const row = await applyAnswer(tx, asked, answer);
      if (checkedBy) {
        await recordStaffAction(tx, checkedBy, {
          action: 'top-up.refund-recheck',
          objectType: 'top-up',
          objectId: asked.id,
          customerId: asked.userId,
          changes: rowChanges(asked, row, [
            'statusId',
            'providerRefundId',
            'refundFailureReason',
            'refundCheckedAt',
          ]),
        });
      }
      return row;
    });
  } catch (error) {
    // Another re-read (or the refund call itself) applied the answer first: nothing more to do.
    if (lostRace(error)) return readTopUp(db, asked.id);
    throw error;
  }
}

async function applyAnswer(db: Executor, asked: TopUpRow, answer: ProviderRefund | null): Promise<TopUpRow> {
  const now = new Date();
  const sameRequest = eq(topUps.refundKey, asked.refundKey!);
  const refundId = answer?.refundId ?? asked.providerRefundId;
  if (!answer || answer.status === 'pending') {
    await db
      .update(topUps)
      .set({ providerRefundId: refundId, refundCheckedAt: now, updatedAt: now })
      .where(and(eq(topUps.id, asked.id), eq(topUps.statusId, TOP_UP_STATUS.REFUND_PENDING), sameRequest));
    return readTopUp(db, asked.id);
  }
  const change = {
    table: topUps,
    entity: 'topUp',
    actor: 'provider',
    id: asked.id,
    notFound: topUpNotFound,
  } as const;
  if (answer.status === 'succeeded') {
    const done = await updateStatus(db, {
      ...change,
      action: 'refundSucceed',
      where: sameRequest,
      set: { providerRefundId: refundId, refundCheckedAt: now, updatedAt: now },
    });
    // The money has left: the referrer's reward for this top-up is taken back in the same transaction (decision 046).
    await reverseReferralReward(db, done.id);
    return done;
  }
  const back = await updateStatus(db, {
    ...change,
    action: 'refundRefused',
    where: sameRequest,
    set: {
      providerRefundId: refundId,
      refundFailureReason: answer.reason ?? FINANCE_MESSAGES.refundRefused,
      refundCheckedAt: now,
      updatedAt: now,
    },
  });
  const currency = back.currency as CurrencyCcy;
  const amount = creditedAmount(back);
  await credit(db, {
    userId: back.userId,
    currency,
    amount,
    kind: 'refund',
    comment: FINANCE_MESSAGES.refundRefusedComment(topUpName(back), formatMoneyWithSign(amount, currency)),
    reference: { type: 'top_up', id: back.id },
  });
  return back;
}
