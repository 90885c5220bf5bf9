import type { AppContext } from '../../../context.js';
import type { ApprovalExecutor } from '../../approvals/index.js';
import { askRefund } from './ask-refund.js';
import { settleRefund } from './settle-refund.js';
import { takeRefund } from './take-refund.js';

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
