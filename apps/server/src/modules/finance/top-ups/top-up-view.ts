import {
  FINANCE_MESSAGES,
  moneyToJson,
  type StaffTopUp,
  TOP_UP_STATUS,
  type TopUp,
  type TopUpRefund,
  toMinorUnits,
} from '@cargo/domain';
import { topUps } from '../../../db/schema/payments.js';
import { AppError } from '../../../errors.js';

export type TopUpRow = typeof topUps.$inferSelect;

export const topUpNotFound = () => new AppError(404, 'NOT_FOUND', FINANCE_MESSAGES.topUpNotFound);

/** A top-up as its owner sees it; `receivedAmount` only when it differs from what was asked (an underpaid invoice). */
export function viewTopUp(row: TopUpRow): TopUp {
  const differs =
    row.receivedAmount !== null && toMinorUnits(row.receivedAmount) !== toMinorUnits(row.amount);
  return {
    id: row.id,
    method: row.method as TopUp['method'],
    statusId: row.statusId,
    amount: moneyToJson(row.amount),
    currency: row.currency as TopUp['currency'],
    receivedAmount: differs ? moneyToJson(row.receivedAmount!) : null,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
    expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
  };
}

export function viewStaffTopUp(row: TopUpRow, email: string): StaffTopUp {
  return {
    ...viewTopUp(row),
    userId: row.userId,
    email,
    provider: row.provider,
    providerPaymentId: row.providerPaymentId,
    refund: refundView(row),
  };
}

/** The last refund asked: in processing (6), done (5), or refused (the top-up is back at 3). */
function refundView(row: TopUpRow): TopUpRefund | null {
  if (!row.refundRequestedAt) return null;
  const status =
    row.statusId === TOP_UP_STATUS.REFUND_PENDING
      ? 'pending'
      : row.statusId === TOP_UP_STATUS.REFUNDED
        ? 'succeeded'
        : 'refused';
  return {
    status,
    providerRefundId: row.providerRefundId,
    requestedAt: row.refundRequestedAt.toISOString(),
    checkedAt: row.refundCheckedAt?.toISOString() ?? null,
    failureReason: status === 'refused' ? row.refundFailureReason : null,
  };
}

/** What was credited for a succeeded top-up: what arrived, or what was asked. */
export const creditedAmount = (row: TopUpRow) => row.receivedAmount ?? row.amount;
