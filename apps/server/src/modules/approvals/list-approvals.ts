import { asc, count, desc, eq } from 'drizzle-orm';
import { APPROVAL_STATUS, type ApprovalsPage } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { type PageRequest, paginate, totalCount } from '../../db/paginate.js';
import { approvalRequests } from '../../db/schema/approvals.js';
import { approvalViews } from './approval-view.js';

/** How many requests wait, were approved and were rejected (the desk's tab counts). */
async function approvalCounts(db: Executor): Promise<ApprovalsPage['counts']> {
  const rows = await db
    .select({ statusId: approvalRequests.statusId, n: count() })
    .from(approvalRequests)
    .groupBy(approvalRequests.statusId);
  const of = (statusId: number) => rows.find((row) => row.statusId === statusId)?.n ?? 0;
  return {
    pending: of(APPROVAL_STATUS.PENDING),
    approved: of(APPROVAL_STATUS.APPROVED),
    rejected: of(APPROVAL_STATUS.REJECTED),
  };
}

/** One page of requests in a status: waiting ones oldest first (a queue), decided ones newest decision first. */
export async function listApprovals(
  db: Executor,
  statusId: number,
  request: PageRequest,
): Promise<ApprovalsPage> {
  const order =
    statusId === APPROVAL_STATUS.PENDING
      ? [asc(approvalRequests.requestedAt), asc(approvalRequests.id)]
      : [desc(approvalRequests.decidedAt), desc(approvalRequests.id)];
  const [page, counts] = await Promise.all([
    paginate(
      db,
      () =>
        db
          .select({ row: approvalRequests, total: totalCount })
          .from(approvalRequests)
          .where(eq(approvalRequests.statusId, statusId))
          .orderBy(...order)
          .$dynamic(),
      request,
      (rows) =>
        approvalViews(
          db,
          rows.map(({ row }) => row),
        ),
    ),
    approvalCounts(db),
  ]);
  return { ...page, counts };
}
