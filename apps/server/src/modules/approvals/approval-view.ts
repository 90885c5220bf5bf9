import { eq } from 'drizzle-orm';
import {
  APPROVAL_MESSAGES,
  APPROVAL_STATUS_TITLE,
  type Approval,
  type ApprovalKind,
  moneyToJson,
} from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { approvalRequests } from '../../db/schema/approvals.js';
import { notFound } from '../../errors.js';
import { emailsOf } from '../auth/index.js';

export type ApprovalRow = typeof approvalRequests.$inferSelect;

export const approvalNotFound = () => notFound(APPROVAL_MESSAGES.notFound);

/** The requests as the desk shows them, with the e-mails of who asked and who decided. */
export async function approvalViews(db: Executor, rows: readonly ApprovalRow[]): Promise<Approval[]> {
  const emails = await emailsOf(db, [
    ...new Set(rows.flatMap((row) => [row.requestedBy, row.decidedBy]).filter((id) => id !== null)),
  ]);
  const member = (id: number) => ({ id, email: emails.get(id) ?? '' });
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as ApprovalKind,
    statusId: row.statusId,
    status: APPROVAL_STATUS_TITLE[row.statusId] ?? '',
    summary: row.summary,
    amountRub: row.amountRub === null ? null : moneyToJson(row.amountRub),
    objectType: row.objectType,
    objectId: row.objectId,
    customerId: row.userId,
    reason: row.reason,
    requestedBy: member(row.requestedBy),
    requestedAt: row.requestedAt.toISOString(),
    decidedBy: row.decidedBy === null ? null : member(row.decidedBy),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    comment: row.comment,
  }));
}

export async function approvalView(db: Executor, id: number): Promise<Approval> {
  const [row] = await db.select().from(approvalRequests).where(eq(approvalRequests.id, id));
  if (!row) throw approvalNotFound();
  return (await approvalViews(db, [row]))[0]!;
}
