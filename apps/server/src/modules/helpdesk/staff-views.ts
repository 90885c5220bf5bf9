import { clientCodeOf, type StaffTicketView } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { clientsByIds } from '../auth/index.js';
import type { TicketRow } from './queries.js';
import { ticketView } from './views.js';

/** The staff's rows of some tickets: the customers and assignees read at once. */
export async function staffTicketViews(db: Executor, rows: readonly TicketRow[]): Promise<StaffTicketView[]> {
  const people = await clientsByIds(db, [
    ...rows.map((row) => row.userId),
    ...rows.flatMap((row) => (row.assigneeId === null ? [] : [row.assigneeId])),
  ]);
  return rows.map((row) => {
    const assignee = row.assigneeId === null ? undefined : people.get(row.assigneeId);
    return {
      ...ticketView(row),
      customer: {
        id: row.userId,
        email: people.get(row.userId)?.email ?? '',
        clientCode: clientCodeOf(row.userId),
      },
      unreadByStaff: row.unreadByStaff,
      waitingSince: row.waitingSince?.toISOString() ?? null,
      firstResponseSeconds:
        row.firstResponseAt === null
          ? null
          : Math.max(0, Math.round((row.firstResponseAt.getTime() - row.createdAt.getTime()) / 1000)),
      assigneeName: assignee ? (assignee.name ?? assignee.email) : null,
    };
  });
}
