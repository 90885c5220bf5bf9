import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { installJobQueue } from '../jobs/install.js';
import { pgliteSqlClient, poolSqlClient, type SqlClient } from '../jobs/sql-client.js';
import { lockDataDir } from './data-dir-lock.js';
import { takeAdvisoryLock } from './migrate/advisory-lock.js';
import { openPostgresSession, pgliteSession } from './migrate/migration-session.js';
import { runMigrations } from './migrate/run-migrations.js';
import * as schema from './schema/index.js';
import { StatementCachingClient } from './statement-cache.js';
import { pgliteExtensions } from './pglite-extensions.js';

/** DATABASE_URL, or PGlite in DATA_DIR/pgdata, as config.ts reads them (the database owns the shape). */
export type DatabaseConfig =
  { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; poolSize: number };

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A service function takes either the database or a transaction it is called inside. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseConfig['kind'];
  /** The same database for the job queue (pg-boss runs its own SQL through it; jobs/). */
  sqlClient: SqlClient;
  /** The portal's migrations (migrate/run-migrations.ts), then the job queue's schema and queues (jobs/install.ts). */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other instance on the same database runs its own: migrations and first-start seeding
   * check, then write, so two instances starting at once must take turns.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** Waits for running queries, then closes: PGlite shuts down cleanly, the pool's connections end. */
  close(): Promise<void>;
}

/** Any fixed number: every instance of the portal asks for the same advisory lock. */
const STARTUP_LOCK_KEY = 7_204_119_001;

const migrationsFolder = new URL('../../drizzle', import.meta.url).pathname;

/** A database on an existing PGlite instance (tests hand in one restored from a migrated snapshot). */
export function pgliteHandle(client: PGlite, onClosed: () => void = () => {}): DatabaseHandle {
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  let closing: Promise<void> | null = null;
  const sqlClient = pgliteSqlClient(client);
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    sqlClient,
    async migrate() {
      await runMigrations(pgliteSession(client), { migrationsFolder, log: console.warn });
      await installJobQueue(sqlClient);
    },
    // One process per data directory (see lockDataDir), so there is nobody to take turns with.
    exclusive: (work) => work(),
    close: () => (closing ??= client.close().finally(onClosed)),
  };
}

export function postgresHandle(url: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, Client: StatementCachingClient });
  // An idle connection the server drops (restart, failover) must not crash the process; the pool replaces it.
  pool.on('error', (error) => {
    console.error(`PostgreSQL idle connection error: ${error.message}`);
  });
  const db = drizzleNodePg({ client: pool, schema, casing: 'snake_case' });
  let closing: Promise<void> | null = null;
  const sqlClient = poolSqlClient(pool);
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    sqlClient,
    async migrate() {
      const session = await openPostgresSession(url);
      try {
        await runMigrations(session, { migrationsFolder, log: console.warn });
      } finally {
        await session.close();
      }
      await installJobQueue(sqlClient);
    },
    async exclusive(work) {
      // A connection of its own, outside the pool: the lock is held by this session while `work` uses the pool.
      const session = new pg.Client({ connectionString: url });
      await session.connect();
      try {
        await takeAdvisoryLock(session, STARTUP_LOCK_KEY);
        return await work();
      } finally {
        await session.end();
      }
    },
    close: () => (closing ??= pool.end()),
  };
}

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') return postgresHandle(config.url, config.poolSize);
  mkdirSync(config.dataDir, { recursive: true });
  const unlock = lockDataDir(config.dataDir);
  try {
    return pgliteHandle(await PGlite.create(config.dataDir, { extensions: pgliteExtensions }), unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}
