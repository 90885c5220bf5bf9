import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { describe, expect, it } from 'vitest';
import { emptyDatabasesForBlock, type EmptyDatabase } from '../../test/migration-databases.js';
import { NO_TRANSACTION_MARKER } from './read-migrations.js';
import { runMigrations } from './run-migrations.js';

const drizzleFolder = new URL('../../../drizzle', import.meta.url).pathname;

/**
 * A copy of the project's migrations folder with only the entries `keep` selects. Drizzle's own migrator runs every
 * file in one transaction, so it only ever sees the migrations written before the first no-transaction file.
 */
function folderOf(keep: (entries: { tag: string }[]) => { tag: string }[]): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'migrations-part-'));
  const journal = JSON.parse(readFileSync(path.join(drizzleFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const entries = keep(journal.entries);
  mkdirSync(path.join(dir, 'meta'));
  writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries)
    copyFileSync(path.join(drizzleFolder, `${tag}.sql`), path.join(dir, `${tag}.sql`));
  return dir;
}

const marked = (tag: string) =>
  readFileSync(path.join(drizzleFolder, `${tag}.sql`), 'utf8').startsWith(NO_TRANSACTION_MARKER);

/** The migrations before the first no-transaction file (what drizzle's migrator can apply). */
const beforeFirstMarked = (entries: { tag: string }[]) => {
  const first = entries.findIndex((entry) => marked(entry.tag));
  return first < 0 ? entries : entries.slice(0, first);
};
const drizzlePart = folderOf(beforeFirstMarked);

async function migrateWithDrizzle(database: EmptyDatabase, migrationsFolder: string) {
  if (database.pglite) return migratePglite(drizzlePglite({ client: database.pglite }), { migrationsFolder });
  const db = drizzleNodePg({ connection: database.url! });
  await migrateNodePg(db, { migrationsFolder });
  await db.$client.end();
}

async function migrateWithRunner(database: EmptyDatabase, migrationsFolder: string) {
  const session = await database.openSession();
  try {
    return await runMigrations(session, { migrationsFolder });
  } finally {
    await session.close();
  }
}

/** Tables' columns, indexes, constraints and triggers of the public schema, as text to compare. */
async function schemaOf(database: EmptyDatabase) {
  return {
    columns: await database.query(`select table_name, column_name, data_type, is_nullable, column_default
      from information_schema.columns where table_schema = 'public' order by 1, 2`),
    indexes: await database.query(`select indexdef from pg_indexes where schemaname = 'public' order by 1`),
    constraints:
      await database.query(`select conrelid::regclass::text as rel, conname, pg_get_constraintdef(oid) as def
      from pg_constraint where connamespace = 'public'::regnamespace order by 1, 2`),
    triggers: await database.query(`select tgrelid::regclass::text as rel, tgname from pg_trigger
      where not tgisinternal order by 1, 2`),
  };
}

const recorded = (database: EmptyDatabase) =>
  database.query<{ hash: string; created_at: string }>(
    'select hash, created_at::text from drizzle.__drizzle_migrations order by id',
  );

describe(`the migration runner on the project's migrations (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  const open = emptyDatabasesForBlock();

  it("builds the same schema as drizzle's migrator and records the same rows", async () => {
    const byDrizzle = await open();
    const byRunner = await open();
    await migrateWithDrizzle(byDrizzle, drizzlePart);
    const applied = await migrateWithRunner(byRunner, drizzlePart);

    const expected = readMigrationFiles({ migrationsFolder: drizzlePart });
    expect(applied).toHaveLength(expected.length);
    expect(await schemaOf(byRunner)).toEqual(await schemaOf(byDrizzle));
    expect(await recorded(byRunner)).toEqual(
      expected.map((m) => ({ hash: m.hash, created_at: String(m.folderMillis) })),
    );
    expect(await recorded(byRunner)).toEqual(await recorded(byDrizzle));
    // The no-transaction files after them apply on top, and the whole folder is recorded.
    const all = readMigrationFiles({ migrationsFolder: drizzleFolder });
    expect(all.length).toBeGreaterThan(expected.length);
    expect(await migrateWithRunner(byRunner, drizzleFolder)).toHaveLength(all.length - expected.length);
    expect(await recorded(byRunner)).toHaveLength(all.length);
  }, 120_000);

  it("continues a database drizzle's migrator migrated: nothing it applied runs again", async () => {
    const database = await open();
    await migrateWithDrizzle(
      database,
      folderOf((entries) => beforeFirstMarked(entries).slice(0, -2)),
    );
    const before = await recorded(database);
    const tags = JSON.parse(readFileSync(path.join(drizzleFolder, 'meta/_journal.json'), 'utf8')).entries.map(
      (entry: { tag: string }) => entry.tag,
    ) as string[];

    const pending = tags.slice(beforeFirstMarked(tags.map((tag) => ({ tag }))).length - 2);
    expect(await migrateWithRunner(database, drizzleFolder)).toEqual(pending);
    const after = await recorded(database);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after).toHaveLength(tags.length);
    // A second start (or drizzle's migrator, were it put back) finds nothing to do.
    expect(await migrateWithRunner(database, drizzleFolder)).toEqual([]);
    await migrateWithDrizzle(database, drizzlePart);
    expect(await recorded(database)).toEqual(after);
  }, 120_000);
});
