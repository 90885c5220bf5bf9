import { index, integer, pgTable, primaryKey, text, timestamptz } from './columns.js';
import { users } from './users.js';

/**
 * Creates that carried an `Idempotency-Key`: one row per customer and key, claimed before the create runs and
 * holding its answer afterwards, so a repeat within the window (from any instance) answers the same object.
 * `statusCode` is null while the first request still runs.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    /** Method, route and body of the first request: the same key on another request is refused. */
    fingerprint: text().notNull(),
    statusCode: integer(),
    contentType: text(),
    body: text(),
    createdAt: timestamptz().notNull().defaultNow(),
    expiresAt: timestamptz().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_expires_idx').on(t.expiresAt)],
);
