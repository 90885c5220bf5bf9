import { index, integer, pgTable, text, timestamptz } from './columns.js';

/**
 * Request counters of @fastify/rate-limit shared by every instance (when REDIS_URL is unset): one row per route
 * and client, counting hits until `resetAt`; the next hit after that starts a new window.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text().primaryKey(),
    hits: integer().notNull(),
    resetAt: timestamptz().notNull(),
  },
  (t) => [index('rate_limit_counters_reset_idx').on(t.resetAt)],
);
