import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  emptyDatabasesForBlock,
  migrationsFolder,
  type EmptyDatabase,
} from '../../test/migration-databases.js';
import { runMigrations, type MigrateOptions } from './run-migrations.js';

const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (!usingPostgres)
  console.info('concurrent-migrations.test.ts: skipped on PGlite (one connection: nothing to race)');

const items = {
  tag: '0000_items',
  sql: `CREATE TABLE items (id serial PRIMARY KEY, code text NOT NULL);
--> statement-breakpoint
INSERT INTO items (code) SELECT 'c' || g FROM generate_series(1, 1000) g;
--> statement-breakpoint
SELECT pg_sleep(0.3);`,
};
const codeIndex = {
  tag: '0001_items_code_index',
  sql: `-- migrate:no-transaction
CREATE INDEX CONCURRENTLY IF NOT EXISTS items_code_idx ON items (code);`,
};
const noteColumn = { tag: '0002_items_note', sql: 'ALTER TABLE items ADD COLUMN note text;' };

async function run(database: EmptyDatabase, options: MigrateOptions) {
  const session = await database.openSession();
  try {
    return await runMigrations(session, options);
  } finally {
    await session.close();
  }
}

async function connect(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** Waits until the runner's connection is queued for a lock it has not been granted. */
async function migrationWaitingForLock(database: EmptyDatabase) {
  for (;;) {
    const [row] = await database.query<{ n: number }>(`select count(*)::int as n from pg_locks l
      join pg_stat_activity a on a.pid = l.pid where not l.granted and a.application_name = 'migrations'`);
    if (row!.n > 0) return;
    await sleep(20);
  }
}

const recordedCount = async (database: EmptyDatabase) =>
  (await database.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations'))[0]!.n;

describe.skipIf(!usingPostgres)(
  'migrations racing other sessions (PostgreSQL only)',
  { timeout: 60_000 },
  () => {
    const open = emptyDatabasesForBlock();

    it('two runners starting at once take turns: each migration runs once, the concurrent build does not deadlock', async () => {
      const database = await open();
      const folder = migrationsFolder([items, codeIndex, noteColumn]);
      const results = await Promise.all([
        run(database, { migrationsFolder: folder }),
        run(database, { migrationsFolder: folder }),
      ]);
      expect(results.map((tags) => tags.length).sort()).toEqual([0, 3]);
      expect(await recordedCount(database)).toBe(3);
    });

    it("a migration waiting for a lock gives way to customers' writes after lock_timeout, then retries", async () => {
      const database = await open();
      await run(database, { migrationsFolder: migrationsFolder([items]) });
      // A long read holds ACCESS SHARE; ADD COLUMN needs ACCESS EXCLUSIVE and queues, and writes queue behind it.
      const reader = await connect(database.url!);
      const writer = await connect(database.url!);
      await reader.query('begin; select count(*) from items');
      const log: string[] = [];
      const migrating = run(database, {
        migrationsFolder: migrationsFolder([items, noteColumn]),
        lockTimeoutMs: 200,
        retryDelayMs: 300,
        attempts: 10,
        log: (line) => log.push(line),
      });
      await migrationWaitingForLock(database);
      const written = writer.query("insert into items (code) values ('during')").then(() => 'written');
      const first = await Promise.race([written, sleep(3_000).then(() => 'still waiting')]);
      await reader.query('commit');

      expect(first).toBe('written');
      expect(await migrating).toEqual([noteColumn.tag]);
      expect(log.join('\n')).toMatch(/lock not granted in 200 ms, retry 1/);
      await reader.end();
      await writer.end();
    });

    it('gives up after its attempts and records nothing', async () => {
      const database = await open();
      await run(database, { migrationsFolder: migrationsFolder([items]) });
      const reader = await connect(database.url!);
      await reader.query('begin; select count(*) from items');
      const migrating = run(database, {
        migrationsFolder: migrationsFolder([items, noteColumn]),
        lockTimeoutMs: 100,
        retryDelayMs: 50,
        attempts: 3,
      });
      await expect(migrating).rejects.toMatchObject({ code: '55P03' });
      await reader.query('commit');
      await reader.end();
      expect(await recordedCount(database)).toBe(1);
    });
  },
);
