import { APPROVAL_MESSAGES, type ApprovalKind, type ApprovalPending } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { approvalRequests } from '../../db/schema/approvals.js';
import { conflict } from '../../errors.js';
import { recordStaffAction, type StaffActor, withCurrency } from '../audit/index.js';
import { approvalViews } from './approval-view.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

/** What a module asks a second member to approve. */
export interface NewApproval {
  kind: ApprovalKind;
  /** What its executor needs to run the operation (exact decimal texts for amounts). */
  payload: Record<string, unknown>;
  /** The request in Russian, as the desk lists it («Корректировка +15 000,00 ₽ …»). */
  summary: string;
  /** The money it moves in roubles at the official rate; null when none is named (a rate, an unlimited code). */
  amountRub: string | null;
  objectType: string;
  objectId: number | string;
  customerId?: number | null;
  reason?: string | null;
}

/**
 * Records a four-eyes request in the caller's transaction (decision 049), with its audit row: nothing else
 * changes until a different finance member approves it. A second waiting request for the same refund, claim or
 * rate answers 409 (a unique index decides, however many ask at once).
 */
export async function requestApproval(
  tx: Executor,
  actor: StaffActor,
  request: NewApproval,
): Promise<ApprovalPending> {
  let row;
  try {
    [row] = await tx
      .insert(approvalRequests)
      .values({
        kind: request.kind,
        payload: request.payload,
        summary: request.summary,
        amountRub: request.amountRub,
        objectType: request.objectType,
        objectId: String(request.objectId),
        userId: request.customerId ?? null,
        reason: request.reason ?? null,
        requestedBy: actor.id,
      })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('APPROVAL_PENDING', APPROVAL_MESSAGES.pendingExists);
    throw error;
  }
  await recordStaffAction(tx, actor, {
    action: 'approval.request',
    objectType: 'approval',
    objectId: row!.id,
    customerId: row!.userId,
    changes: {
      kind: [null, request.kind],
      object: [null, `${request.objectType} ${request.objectId}`],
      amountRub: [null, withCurrency(request.amountRub, 'RUB')],
      summary: [null, request.summary],
    },
    reason: request.reason,
  });
  const [approval] = await approvalViews(tx, [row!]);
  return { message: APPROVAL_MESSAGES.requested, approval: approval! };
}
