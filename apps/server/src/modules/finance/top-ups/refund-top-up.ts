import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  type CurrencyCcy,
  FINANCE_MESSAGES,
  formatMoneyWithSign,
  type StaffRefundAnswer,
  TOP_UP_STATUS,
  toMinorUnits,
} from '@cargo/domain';
import type { AppContext } from '../../../context.js';
import { moveStatus } from '../../../db/guarded-update.js';
import { topUps } from '../../../db/schema/payments.js';
import { AppError, conflict } from '../../../errors.js';
import type { ProviderRefund } from '../../../integrations/payments/payment-provider.js';
import { recordStaffAction, rowChanges, type StaffActor, withCurrency } from '../../audit/index.js';
import { emailsOf } from '../../auth/index.js';
import { debit } from '../credit-debit.js';
import { settleRefund } from './settle-refund.js';
import { creditedAmount, topUpNotFound, type TopUpRow, viewStaffTopUp } from './top-up-view.js';

/**
 * Asks the acquirer for the refund with this request's idempotence key. Any failure to get an answer (a timeout,
 * a network error, a 5xx, a bug of the adapter) is `null`: the refund may have gone through, so nothing is
 * given back until the acquirer says so.
 */
export async function askRefund(ctx: AppContext, row: TopUpRow): Promise<ProviderRefund | null> {
  try {
    const amountMinor = Number(toMinorUnits(creditedAmount(row)));
    return await ctx.payments.refund(row.providerPaymentId!, amountMinor, row.refundKey!);
  } catch (error) {
    ctx.log?.warn(
      { err: error, topUpId: row.id },
      'no answer from the acquirer to a refund: it stays in processing',
    );
    return null;
  }
}

/** The desk's answer: the top-up as it now stands and what happened to the refund. */
export async function refundAnswer(ctx: AppContext, row: TopUpRow): Promise<StaffRefundAnswer> {
  const email = (await emailsOf(ctx.db, [row.userId])).get(row.userId) ?? '';
  const message =
    row.statusId === TOP_UP_STATUS.REFUNDED
      ? FINANCE_MESSAGES.refundDone
      : row.statusId === TOP_UP_STATUS.REFUND_PENDING
        ? FINANCE_MESSAGES.refundPending
        : FINANCE_MESSAGES.refundRefused;
  return { message, topUp: viewStaffTopUp(row, email) };
}

/**
 * POST /api/staff/top-ups/{id}/refund: a credited card top-up goes back to the card. First, in one transaction, the
 * credit is taken back with a ledger row of kind `refund` (402 when the customer has spent it) and the status moves
 * 3 → 6 «Возврат в обработке» with a new idempotence key, so the money cannot be spent while the acquirer is asked.
 * Then the acquirer is asked, outside the transaction. Its answer is applied by `settleRefund`: done (→ 5), refused
 * (→ 3 and the credit given back: 502 with the spec's words), or no answer at all (a timeout, a 5xx): the refund
 * stays in processing, the debit stays, and the next read or «Проверить возврат» asks again with the same key.
 */
export async function refundTopUp(
  ctx: AppContext,
  actor: StaffActor,
  id: number,
): Promise<StaffRefundAnswer> {
  const taken = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(topUps).where(eq(topUps.id, id)).for('update');
    if (!row) throw topUpNotFound();
    if (row.statusId !== TOP_UP_STATUS.SUCCEEDED) {
      throw conflict('STATUS_CONFLICT', FINANCE_MESSAGES.refundOnlySucceeded);
    }
    if (row.method !== 'card' || row.provider !== ctx.payments.key || !row.providerPaymentId) {
      throw conflict('STATUS_CONFLICT', FINANCE_MESSAGES.cryptoRefundManual);
    }
    const currency = row.currency as CurrencyCcy;
    const amount = creditedAmount(row);
    await debit(tx, {
      userId: row.userId,
      currency,
      amount,
      kind: 'refund',
      comment: FINANCE_MESSAGES.refundComment(row.id, formatMoneyWithSign(amount, currency)),
      reference: { type: 'top_up', id: row.id },
      createdBy: actor.id,
    });
    const now = new Date();
    const { before, after } = await moveStatus(tx, {
      table: topUps,
      entity: 'topUp',
      actor: 'staff',
      action: 'refund',
      id: row.id,
      set: {
        refundKey: randomUUID(),
        providerRefundId: null,
        refundRequestedAt: now,
        refundCheckedAt: null,
        refundFailureReason: null,
        updatedAt: now,
      },
      notFound: topUpNotFound,
    });
    await recordStaffAction(tx, actor, {
      action: 'top-up.refund',
      objectType: 'top-up',
      objectId: row.id,
      customerId: row.userId,
      changes: {
        ...rowChanges(before, after, ['statusId']),
        refunded: [null, withCurrency(amount, currency)],
      },
    });
    return after;
  });
  const settled = await settleRefund(ctx.db, taken, await askRefund(ctx, taken));
  if (settled.statusId === TOP_UP_STATUS.SUCCEEDED) {
    throw new AppError(502, 'PAYMENT_PROVIDER_ERROR', FINANCE_MESSAGES.refundRefused);
  }
  return refundAnswer(ctx, settled);
}
