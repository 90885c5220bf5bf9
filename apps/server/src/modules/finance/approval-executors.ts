import type { AppContext } from '../../context.js';
import type { ApprovalExecutor } from '../approvals/index.js';
import { executeApprovedRate } from './execute-approved-rate.js';
import { executeApprovedCorrection } from './correct-balance.js';
import { executeApprovedPromoCode } from './staff-promo-codes.js';
import { approvedTopUpRefund } from './top-ups/approved-top-up-refund.js';

/** What finance runs when a second member approves one of its requests (decision 049). */
export function financeApprovalExecutors(ctx: AppContext) {
  return {
    correction: executeApprovedCorrection,
    promoCode: executeApprovedPromoCode,
    rate: executeApprovedRate,
    topUpRefund: approvedTopUpRefund(ctx),
  } satisfies Record<string, ApprovalExecutor>;
}
