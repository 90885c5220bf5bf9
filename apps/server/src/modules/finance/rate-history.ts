import { desc, eq, sql } from 'drizzle-orm';
import type { Page, RateChange } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { type PageRequest, paginate, totalCount } from '../../db/paginate.js';
import { rateChanges } from '../../db/schema/finance.js';
import { emailsOf } from '../auth/index.js';
import type { RateSubject } from './record-value-change.js';

/** One page of a rate's or the margin's history, the newest value first, with who set (and asked for) each. */
export function rateHistory(
  db: Executor,
  subject: RateSubject,
  request: PageRequest,
): Promise<Page<RateChange>> {
  return paginate(
    db,
    () =>
      db
        .select({
          id: rateChanges.id,
          value: sql<string>`${rateChanges.value}::text`,
          previous: sql<string | null>`${rateChanges.previous}::text`,
          changedAt: rateChanges.changedAt,
          changedBy: rateChanges.changedBy,
          requestedBy: rateChanges.requestedBy,
          total: totalCount,
        })
        .from(rateChanges)
        .where(eq(rateChanges.subject, subject))
        .orderBy(desc(rateChanges.changedAt), desc(rateChanges.id))
        .$dynamic(),
    request,
    async (rows) => {
      const members = rows.flatMap((row) => [row.changedBy, row.requestedBy]).filter((id) => id !== null);
      const emails = await emailsOf(db, members);
      const member = (id: number | null) => (id === null ? null : { id, email: emails.get(id) ?? '' });
      return rows.map((row) => ({
        id: row.id,
        value: Number(row.value),
        previous: row.previous === null ? null : Number(row.previous),
        changedAt: row.changedAt.toISOString(),
        changedBy: member(row.changedBy),
        requestedBy: member(row.requestedBy),
      }));
    },
  );
}
