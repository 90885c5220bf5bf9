import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../helpers.js';

/** Tables a refused request may still touch: the rate limiter counts every request, refused or not. */
const COUNTERS = new Set(['rate_limit_counters']);

/**
 * A digest of every row of every table the portal keeps (the job queue's too): equal before and after a batch of
 * calls exactly when none of them changed anything.
 */
export async function databaseFingerprint(app: FastifyInstance): Promise<Record<string, string>> {
  const tables = await queryRows<{ schema: string; name: string }>(
    app,
    sql`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_schema in ('public', 'pgboss') and table_type = 'BASE TABLE' order by 1, 2`,
  );
  const digest: Record<string, string> = {};
  for (const { schema, name } of tables) {
    if (COUNTERS.has(name)) continue;
    const table = sql.identifier(schema);
    const [row] = await queryRows<{ digest: string | null }>(
      app,
      sql`select md5(string_agg(t::text, ',' order by t::text)) as digest from ${table}.${sql.identifier(name)} t`,
    );
    digest[`${schema}.${name}`] = row?.digest ?? '';
  }
  return digest;
}
