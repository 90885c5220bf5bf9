import { describe, expect, it } from 'vitest';
import {
  emptyDatabasesForBlock,
  migrationsFolder,
  type EmptyDatabase,
} from '../../test/migration-databases.js';
import { runMigrations, type MigrateOptions } from './run-migrations.js';

const table = {
  tag: '0000_items',
  sql: `CREATE TABLE items (id serial PRIMARY KEY, code text NOT NULL);
--> statement-breakpoint
INSERT INTO items (code) SELECT 'c' || g FROM generate_series(1, 1000) g;`,
};
const concurrentIndexes = {
  tag: '0001_items_code_index',
  sql: `-- migrate:no-transaction
CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS items_code_key ON items (code);
--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS items_id_code_idx ON items (id, code);`,
};

async function run(database: EmptyDatabase, options: MigrateOptions) {
  const session = await database.openSession();
  try {
    return await runMigrations(session, options);
  } finally {
    await session.close();
  }
}

const validity = (database: EmptyDatabase, index: string) =>
  database.query<{ valid: boolean }>(
    'select indisvalid as valid from pg_index where indexrelid = to_regclass($1)',
    [index],
  );
const recordedCount = async (database: EmptyDatabase) =>
  (await database.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations'))[0]!.n;

// A PGlite's creation takes seconds, far more on a loaded machine.
describe(
  `migrations marked -- migrate:no-transaction (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
  { timeout: 120_000 },
  () => {
    const open = emptyDatabasesForBlock();

    it('builds indexes concurrently, statement by statement, and records the migration', async () => {
      const database = await open();
      const folder = migrationsFolder([table, concurrentIndexes]);
      expect(await run(database, { migrationsFolder: folder })).toEqual([table.tag, concurrentIndexes.tag]);
      expect(await validity(database, 'items_code_key')).toEqual([{ valid: true }]);
      expect(await validity(database, 'items_id_code_idx')).toEqual([{ valid: true }]);
      expect(await recordedCount(database)).toBe(2);
    });

    it('without the marker the same file fails inside its transaction and leaves nothing behind', async () => {
      const database = await open();
      const unmarked = {
        ...concurrentIndexes,
        sql: concurrentIndexes.sql.replace('-- migrate:no-transaction\n', ''),
      };
      await expect(run(database, { migrationsFolder: migrationsFolder([table, unmarked]) })).rejects.toThrow(
        /cannot run inside a transaction block/,
      );
      expect(await validity(database, 'items_code_key')).toEqual([]);
      expect(await recordedCount(database)).toBe(1);
    });

    it('drops the INVALID index a failed concurrent build left and builds it again on the next start', async () => {
      const database = await open();
      const folder = migrationsFolder([table, concurrentIndexes]);
      await run(database, { migrationsFolder: migrationsFolder([table]) });
      await database.query("insert into items (code) values ('c1')");

      await expect(run(database, { migrationsFolder: folder })).rejects.toThrow(
        /could not create unique index/,
      );
      // What the failure leaves: an index every write maintains, never used; IF NOT EXISTS alone would keep it.
      expect(await validity(database, 'items_code_key')).toEqual([{ valid: false }]);
      expect(await recordedCount(database)).toBe(1);

      await database.query("delete from items where code = 'c1' and id > 1000");
      const log: string[] = [];
      expect(await run(database, { migrationsFolder: folder, log: (line) => log.push(line) })).toEqual([
        concurrentIndexes.tag,
      ]);
      expect(await validity(database, 'items_code_key')).toEqual([{ valid: true }]);
      expect(log.join('\n')).toMatch(/dropped the INVALID index items_code_key/);
      expect(await recordedCount(database)).toBe(2);
    });
  },
);
