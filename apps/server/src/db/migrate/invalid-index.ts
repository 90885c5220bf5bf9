import type { MigrationSession } from './migration-session.js';

/**
 * Drops the index `name` (in the search path) when a failed `CREATE INDEX CONCURRENTLY` left it INVALID: such an
 * index is maintained by every write but never used, and `IF NOT EXISTS` would keep it forever. Answers whether
 * one was dropped.
 */
export async function dropInvalidIndex(session: MigrationSession, name: string): Promise<boolean> {
  const rows = await session.query<{ valid: boolean }>(
    'select i.indisvalid as valid from pg_index i where i.indexrelid = to_regclass(quote_ident($1))',
    [name],
  );
  if (rows.length === 0 || rows[0]!.valid) return false;
  await session.exec('set lock_timeout = 0');
  await session.exec(`drop index concurrently if exists "${name.replaceAll('"', '""')}"`);
  return true;
}
