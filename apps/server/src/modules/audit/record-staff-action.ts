import type { Executor } from '../../db/client.js';
import { type AuditChanges, staffAudit } from '../../db/schema/audit.js';
import type { StaffActor } from './staff-actor.js';

export interface StaffAction {
  /** What was done, `<object>.<verb>`: `parcel.weigh`, `customer.correction`, `staff.roles`. */
  action: string;
  objectType: string;
  objectId: number | string;
  customerId?: number | null;
  /** The fields the change touched, before → after. */
  changes?: AuditChanges;
  reason?: string | null;
}

/**
 * Writes the audit row of a staff change. Call it with the change's own transaction: the row exists exactly when
 * the change does (decision 048).
 */
export async function recordStaffAction(tx: Executor, actor: StaffActor, action: StaffAction): Promise<void> {
  await tx.insert(staffAudit).values({
    actorId: actor.id,
    actorEmail: actor.email,
    actorRoles: [...actor.roles],
    operation: actor.operation,
    action: action.action,
    objectType: action.objectType,
    objectId: String(action.objectId),
    customerId: action.customerId ?? null,
    // A change approved under four-eyes names its request and who asked for it beside what it changed.
    changes: actor.approval
      ? {
          ...action.changes,
          approval: [null, actor.approval.id],
          requestedBy: [null, actor.approval.requestedBy],
        }
      : (action.changes ?? {}),
    reason: action.reason ?? null,
    requestId: actor.requestId,
    ip: actor.ip,
  });
}

/** `{ field: [before, after] }` for the fields whose values differ. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): AuditChanges {
  const changes: AuditChanges = {};
  for (const key of Object.keys(after)) {
    const was = before[key] ?? null;
    const now = after[key] ?? null;
    if (JSON.stringify(was) !== JSON.stringify(now)) changes[key] = [was, now];
  }
  return changes;
}
