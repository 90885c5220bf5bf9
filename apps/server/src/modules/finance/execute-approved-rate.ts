import type { CurrencyCcy } from '@cargo/domain';
import type { ApprovalExecutor } from '../approvals/index.js';
import { applyTableRate } from './apply-table-rate.js';

/** An approved rate, set with the approver as the actor and the maker in its history. */
export const executeApprovedRate: ApprovalExecutor = async (tx, approver, request) => {
  const { currency, rate } = request.payload as { currency: CurrencyCcy; rate: string };
  await applyTableRate(tx, { actor: approver, requestedBy: request.requestedBy }, currency, rate);
};
