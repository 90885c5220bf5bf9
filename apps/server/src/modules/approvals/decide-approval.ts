import { APPROVAL_MESSAGES, type Approval, type ApprovalKind } from '@cargo/domain';
import type { Database } from '../../db/client.js';
import { moveStatus } from '../../db/guarded-update.js';
import { approvalRequests } from '../../db/schema/approvals.js';
import { AppError } from '../../errors.js';
import { recordStaffAction, rowChanges, type StaffActor } from '../audit/index.js';
import { approvalNotFound, approvalView } from './approval-view.js';
import type { AfterCommit, ApprovalExecutor } from './executor.js';

export type ApprovalExecutors = Partial<Record<ApprovalKind, ApprovalExecutor>>;

const ownRequest = () => new AppError(403, 'APPROVAL_OWN_REQUEST', APPROVAL_MESSAGES.ownRequest);

/**
 * A second member decides a request (decision 049). The guarded update moves it pending → approved or rejected
 * with the status it read in the UPDATE's WHERE, so of two decisions, concurrent or not, exactly one lands; the
 * other answers 409 and changes nothing. The requester cannot decide their own (403, and a CHECK behind it). An
 * approval runs the operation in the same transaction with the approver as the actor: if the operation is refused
 * (the money was spent meanwhile, the refund was made another way), nothing is decided and the request waits.
 */
async function decide(
  db: Database,
  decider: StaffActor,
  id: number,
  approve: boolean,
  comment: string | null,
  executors: ApprovalExecutors,
): Promise<{ message: string; approval: Approval }> {
  const afterCommit = await db.transaction(async (tx): Promise<AfterCommit | void> => {
    const { before, after } = await moveStatus(tx, {
      table: approvalRequests,
      entity: 'approval',
      actor: 'staff',
      action: approve ? 'approve' : 'reject',
      id,
      set: (current) => {
        if (current.requestedBy === decider.id) throw ownRequest();
        return { decidedBy: decider.id, decidedAt: new Date(), comment };
      },
      notFound: approvalNotFound,
      refusal: APPROVAL_MESSAGES.decided,
    });
    await recordStaffAction(tx, decider, {
      action: approve ? 'approval.approve' : 'approval.reject',
      objectType: 'approval',
      objectId: id,
      customerId: after.userId,
      changes: { ...rowChanges(before, after, ['statusId']), requestedBy: [null, after.requestedBy] },
      reason: comment,
    });
    if (!approve) return;
    const execute = executors[after.kind as ApprovalKind];
    if (!execute) throw new Error(`No executor for the approval kind ${after.kind}`);
    return execute(tx, { ...decider, approval: { id, requestedBy: after.requestedBy } }, after);
  });
  if (afterCommit) await afterCommit();
  return {
    message: approve ? APPROVAL_MESSAGES.approved : APPROVAL_MESSAGES.rejected,
    approval: await approvalView(db, id),
  };
}

export function approveRequest(
  db: Database,
  approver: StaffActor,
  id: number,
  comment: string | null,
  executors: ApprovalExecutors,
) {
  return decide(db, approver, id, true, comment, executors);
}

export function rejectRequest(db: Database, decider: StaffActor, id: number, comment: string) {
  return decide(db, decider, id, false, comment, {});
}
