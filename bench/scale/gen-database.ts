/**
 * The database around the fill: created fresh and migrated by the server's own migration entry point (as
 * bench/api/database.ts does), its secondary indexes set aside during the fill and built again after it (two
 * connections at once: the machine's two cores), and the mark a finished run leaves on it.
 */
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { seedReferenceData } from '../../apps/server/src/modules/reference/index.ts';

export function adminUrlOf(databaseUrl: string) {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  return url.toString();
}

export const databaseNameOf = (databaseUrl: string) =>
  decodeURIComponent(new URL(databaseUrl).pathname.slice(1));

async function onAdmin<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrlOf(databaseUrl) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The mark a finished run leaves (the database's comment), or null: `--keep` reuses a marked database. */
export function finishedMark(databaseUrl: string): Promise<string | null> {
  return onAdmin(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `select shobj_description(oid, 'pg_database') as mark from pg_database where datname = $1`,
      [databaseNameOf(databaseUrl)],
    );
    const mark = rows[0]?.mark as string | null | undefined;
    return mark?.startsWith('scale generator') ? mark : null;
  });
}

export async function markFinished(databaseUrl: string, text: string) {
  await onAdmin(databaseUrl, (client) =>
    client.query(`comment on database "${databaseNameOf(databaseUrl)}" is '${text.replace(/'/g, "''")}'`),
  );
}

export async function recreateDatabase(databaseUrl: string) {
  const name = databaseNameOf(databaseUrl);
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`refusing to drop a database named ${name}`);
  await onAdmin(databaseUrl, async (client) => {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  });
}

export async function migrate(databaseUrl: string) {
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
  try {
    await handle.migrate();
    await seedReferenceData(handle.db);
  } finally {
    await handle.close();
  }
}

/** The session every phase runs on: no FK or trigger work per row (checked after), big sorts, no commit waits. */
export async function fillSession(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`set session_replication_role = replica; set synchronous_commit = off;
    set work_mem = '512MB'; set maintenance_work_mem = '2GB'; set jit = off`);
  return client;
}

/** Drops the secondary indexes and unique constraints (primary keys stay) and returns how to make them again. */
export async function setIndexesAside(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
     from pg_index i join pg_class t on t.oid = i.indrelid join pg_namespace n on n.oid = t.relnamespace
     where n.nspname = 'public' and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
  );
  for (const row of rows) await client.query(`drop index ${row.name as string}`);
  // Unique constraints too (no foreign key refers to them: every key points at a primary key).
  const { rows: uniques } = await client.query(
    `select c.conrelid::regclass::text as tab, quote_ident(c.conname) as name, pg_get_constraintdef(c.oid) as def
     from pg_constraint c join pg_namespace n on n.oid = c.connamespace
     where n.nspname = 'public' and c.contype = 'u'`,
  );
  for (const row of uniques)
    await client.query(`alter table ${row.tab as string} drop constraint ${row.name as string}`);
  return [
    ...rows.map((row) => row.def as string),
    ...uniques.map(
      (row) => `alter table ${row.tab as string} add constraint ${row.name as string} ${row.def as string}`,
    ),
  ];
}

/** Builds the indexes again, the biggest tables' first, on two connections. */
export async function rebuildIndexes(databaseUrl: string, definitions: string[]) {
  const sizes = new Map<string, number>();
  const sizer = await fillSession(databaseUrl);
  for (const row of (await sizer.query(`select relname, pg_relation_size(oid)::float8 as size from pg_class`))
    .rows)
    sizes.set(row.relname as string, Number(row.size));
  await sizer.end();
  const tableOf = (def: string) => /(?:ON|alter table) (?:public\.)?"?(\w+)"?/.exec(def)?.[1] ?? '';
  const queue = [...definitions].sort((a, b) => (sizes.get(tableOf(b)) ?? 0) - (sizes.get(tableOf(a)) ?? 0));
  const worker = async () => {
    const client = await fillSession(databaseUrl);
    try {
      for (let def = queue.shift(); def; def = queue.shift()) await client.query(def);
    } finally {
      await client.end();
    }
  };
  await Promise.all([worker(), worker()]);
}
