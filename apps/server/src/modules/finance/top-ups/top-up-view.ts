import { moneyToJson, type StaffTopUp, type TopUp, toMinorUnits } from '@cargo/domain';
import { topUps } from '../../../db/schema/payments.js';
import { AppError } from '../../../errors.js';
import { FINANCE_MESSAGES } from '@cargo/domain';

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
  };
}

export function viewStaffTopUp(row: TopUpRow, email: string): StaffTopUp {
  return {
    ...viewTopUp(row),
    userId: row.userId,
    email,
    provider: row.provider,
    providerPaymentId: row.providerPaymentId,
  };
}

/** What was credited for a succeeded top-up: what arrived, or what was asked. */
export const creditedAmount = (row: TopUpRow) => row.receivedAmount ?? row.amount;
