import { eq } from 'drizzle-orm';
import { FINANCE_MESSAGES, type StaffRefundAnswer, TOP_UP_STATUS } from '@cargo/domain';
import type { AppContext } from '../../../context.js';
import { topUps } from '../../../db/schema/payments.js';
import { conflict } from '../../../errors.js';
import type { ProviderRefund } from '../../../integrations/payments/payment-provider.js';
import { askRefund } from './ask-refund.js';
import { refundAnswer } from './refund-answer.js';
import { settleRefund } from './settle-refund.js';
import type { StaffActor } from '../../audit/index.js';
import { topUpNotFound, type TopUpRow } from './top-up-view.js';

/**
 * What the acquirer says now of a refund in processing. Its refund id, once known, is read back; without it (the
 * request timed out) the payment is read first — fully refunded means the refund went through — and otherwise the
 * same request is repeated with the same idempotence key, which answers the refund already made, if any, never a
 * second one. No answer is `null`.
 */
async function rereadRefund(ctx: AppContext, row: TopUpRow): Promise<ProviderRefund | null> {
  if (row.provider !== ctx.payments.key || !row.providerPaymentId || !row.refundKey) return null;
  try {
    if (row.providerRefundId) return await ctx.payments.getRefund(row.providerRefundId);
    const payment = await ctx.payments.getPayment(row.providerPaymentId);
    if (payment?.status === 'refunded') return { refundId: null, status: 'succeeded' };
  } catch (error) {
    ctx.log?.warn({ err: error, topUpId: row.id }, 'could not re-read a refund in processing');
    return null;
  }
  return askRefund(ctx, row);
}

/**
 * Re-reads a top-up's refund when it is in processing and applies the answer; any other top-up is as it was. A
 * member's «Проверить возврат» (`checkedBy`) leaves its audit row; the reads of the lists do not.
 */
export async function recheckRefundOf(
  ctx: AppContext,
  row: TopUpRow,
  checkedBy?: StaffActor,
): Promise<TopUpRow> {
  if (row.statusId !== TOP_UP_STATUS.REFUND_PENDING) return row;
  return settleRefund(ctx.db, row, await rereadRefund(ctx, row), checkedBy);
}

/** The rows of a page, with every refund in processing re-read (side by side). */
export function recheckRefundsOf(ctx: AppContext, rows: TopUpRow[]): Promise<TopUpRow[]> {
  return Promise.all(rows.map((row) => recheckRefundOf(ctx, row)));
}

/** POST /api/staff/top-ups/{id}/refund/recheck: «Проверить возврат» of a refund in processing. */
export async function recheckRefund(
  ctx: AppContext,
  actor: StaffActor,
  id: number,
): Promise<StaffRefundAnswer> {
  const [row] = await ctx.db.select().from(topUps).where(eq(topUps.id, id));
  if (!row) throw topUpNotFound();
  if (row.statusId !== TOP_UP_STATUS.REFUND_PENDING) {
    throw conflict('STATUS_CONFLICT', FINANCE_MESSAGES.refundNotPending);
  }
  const settled = await recheckRefundOf(ctx, row, actor);
  const answer = await refundAnswer(ctx, settled);
  return settled.statusId === TOP_UP_STATUS.REFUND_PENDING
    ? { ...answer, message: FINANCE_MESSAGES.refundStillPending }
    : answer;
}
