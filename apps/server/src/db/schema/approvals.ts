import { sql } from 'drizzle-orm';
import { APPROVAL_STATUS } from '@cargo/domain';
import { check, index, integer, jsonb, numeric, pgTable, text, timestamptz, uniqueIndex } from './columns.js';
import { users } from './users.js';

/**
 * Four-eyes requests (decision 049): a money move or a rate change that waits for a second finance member. The
 * status moves along `APPROVAL_TRANSITIONS` through the guarded update; `user_id` is the customer whose money it
 * moves, if any.
 */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text().notNull(),
    statusId: integer().notNull().default(APPROVAL_STATUS.PENDING),
    /** What the operation needs to run when approved, as its own module reads it. */
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    summary: text().notNull(),
    amountRub: numeric({ precision: 14, scale: 2 }),
    objectType: text().notNull(),
    objectId: text().notNull(),
    userId: integer().references(() => users.id),
    reason: text(),
    requestedBy: integer()
      .notNull()
      .references(() => users.id),
    requestedAt: timestamptz()
      .notNull()
      .default(sql`now()`),
    decidedBy: integer().references(() => users.id),
    decidedAt: timestamptz(),
    comment: text(),
  },
  (t) => [
    index('approval_requests_status_idx').on(t.statusId, t.requestedAt),
    // One waiting request per object (a refund, a claim, a rate); corrections of one customer may wait side by side.
    uniqueIndex('approval_requests_one_pending_idx')
      .on(t.kind, t.objectType, t.objectId)
      .where(sql`${t.statusId} = 1 and ${t.kind} <> 'correction'`),
    // The backstop of the rule the server answers 403 for: nobody decides their own request.
    check(
      'approval_requests_other_decider',
      sql`${t.decidedBy} is null or ${t.decidedBy} <> ${t.requestedBy}`,
    ),
  ],
);
