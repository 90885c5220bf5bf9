import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  type ApprovalPending,
  type CurrencyCcy,
  FINANCE_MESSAGES,
  formatMoneyRu,
  formatMoneyWithSign,
  needsSecondMember,
  type StaffRefundAnswer,
  TOP_UP_STATUS,
  toMinorUnits,
  topUpName,
} from '@cargo/domain';
import type { AppContext } from '../../../context.js';
import type { Executor } from '../../../db/client.js';
import { moveStatus } from '../../../db/guarded-update.js';
import { topUps } from '../../../db/schema/payments.js';
import { AppError, conflict } from '../../../errors.js';
import type { ProviderRefund } from '../../../integrations/payments/payment-provider.js';
import { type ApprovalExecutor, fourEyesSettings, requestApproval } from '../../approvals/index.js';
import { recordStaffAction, rowChanges, type StaffActor, withCurrency } from '../../audit/index.js';
import { emailsOf } from '../../auth/index.js';
import { debit } from '../credit-debit.js';
import { inRoubles } from '../in-roubles.js';
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

/** A credited card top-up of this acquirer, locked for the refund (409 for any other). */
async function lockRefundable(tx: Executor, ctx: AppContext, id: number): Promise<TopUpRow> {
  const [row] = await tx.select().from(topUps).where(eq(topUps.id, id)).for('update');
  if (!row) throw topUpNotFound();
  if (row.statusId !== TOP_UP_STATUS.SUCCEEDED) {
    throw conflict('STATUS_CONFLICT', FINANCE_MESSAGES.refundOnlySucceeded);
  }
  if (row.method !== 'card' || row.provider !== ctx.payments.key || !row.providerPaymentId) {
    throw conflict('STATUS_CONFLICT', FINANCE_MESSAGES.cryptoRefundManual);
  }
  return row;
}

/**
 * The refund's first part, in the caller's transaction: the credit taken back with a ledger row of kind `refund`
 * (402 when the customer has spent it), the status 3 → 6 «Возврат в обработке» with a new idempotence key, and the
 * audit row. The money cannot be spent while the acquirer is asked.
 */
async function takeRefund(tx: Executor, ctx: AppContext, actor: StaffActor, id: number): Promise<TopUpRow> {
  const row = await lockRefundable(tx, ctx, id);
  const currency = row.currency as CurrencyCcy;
  const amount = creditedAmount(row);
  await debit(tx, {
    userId: row.userId,
    currency,
    amount,
    kind: 'refund',
    comment: FINANCE_MESSAGES.refundComment(topUpName(row), formatMoneyWithSign(amount, currency)),
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
    changes: { ...rowChanges(before, after, ['statusId']), refunded: [null, withCurrency(amount, currency)] },
  });
  return after;
}

/**
 * POST /api/staff/top-ups/{id}/refund: a credited card top-up goes back to the card. First the credit is taken back
 * (`takeRefund`, one transaction); then the acquirer is asked, outside the transaction. Its answer is applied by
 * `settleRefund`: done (→ 5), refused (→ 3 and the credit given back: 502 with the spec's words), or no answer at
 * all (a timeout, a 5xx): the refund stays in processing, the debit stays, and the next read or «Проверить
 * возврат» asks again with the same key. A refund above the four-eyes threshold (roubles at the official rate) is a
 * request a second finance member approves (decision 049): nothing is taken back until then.
 */
export async function refundTopUp(
  ctx: AppContext,
  actor: StaffActor,
  id: number,
): Promise<StaffRefundAnswer | ApprovalPending> {
  const [seen] = await ctx.db.select().from(topUps).where(eq(topUps.id, id));
  if (!seen) throw topUpNotFound();
  const amount = creditedAmount(seen);
  const currency = seen.currency as CurrencyCcy;
  const amountRub = await inRoubles(ctx.rates, currency, amount);
  if (needsSecondMember(amountRub, fourEyesSettings(ctx.config))) {
    return ctx.db.transaction(async (tx) => {
      const row = await lockRefundable(tx, ctx, id);
      return requestApproval(tx, actor, {
        kind: 'topUpRefund',
        payload: { topUpId: id },
        summary: `Возврат пополнения №${id} на карту: ${formatMoneyRu(amount, currency)}`,
        amountRub,
        objectType: 'top-up',
        objectId: id,
        customerId: row.userId,
      });
    });
  }
  const taken = await ctx.db.transaction((tx) => takeRefund(tx, ctx, actor, id));
  const settled = await settleRefund(ctx.db, taken, await askRefund(ctx, taken));
  if (settled.statusId === TOP_UP_STATUS.SUCCEEDED) {
    throw new AppError(502, 'PAYMENT_PROVIDER_ERROR', FINANCE_MESSAGES.refundRefused);
  }
  return refundAnswer(ctx, settled);
}

/**
 * An approved refund: the credit is taken back in the approval's transaction, and the acquirer is asked once it
 * commits (its refusal gives the credit back, as for a refund made at once).
 */
export function approvedTopUpRefund(ctx: AppContext): ApprovalExecutor {
  return async (tx, approver, request) => {
    const taken = await takeRefund(tx, ctx, approver, (request.payload as { topUpId: number }).topUpId);
    return async () => settleRefund(ctx.db, taken, await askRefund(ctx, taken));
  };
}
