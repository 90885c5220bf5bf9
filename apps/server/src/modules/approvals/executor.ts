import type { Executor } from '../../db/client.js';
import type { StaffActor } from '../audit/index.js';
import type { ApprovalRow } from './approval-view.js';

/** Work that must wait for the approval's commit (asking an acquirer for a refund). */
export type AfterCommit = () => Promise<unknown>;

/**
 * Runs an approved request's operation in the approval's transaction, the approver as the actor (their actor
 * carries the request, so the operation's audit row names it and its maker). Handed to the approvals plugin by
 * `app.ts`, one per kind, from the module that owns the operation.
 */
export type ApprovalExecutor = (
  tx: Executor,
  approver: StaffActor,
  request: ApprovalRow,
) => Promise<AfterCommit | void>;
