import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import * as schema from './schema/index.js';
import { StatementCachingClient } from './statement-cache.js';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A service function takes either the database or a transaction it is called inside. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseConfig['kind'];
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = new URL('../../drizzle', import.meta.url).pathname;

/** A database on an existing PGlite instance (tests hand in one restored from a migrated snapshot). */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

export function postgresHandle(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10, Client: StatementCachingClient });
  // An idle connection the server drops (restart, failover) must not crash the process; the pool replaces it.
  pool.on('error', (error) => {
    console.error(`PostgreSQL idle connection error: ${error.message}`);
  });
  const db = drizzleNodePg({ client: pool, schema, casing: 'snake_case' });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    migrate: () => migrateNodePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') return postgresHandle(config.url);
  mkdirSync(config.dataDir, { recursive: true });
  return pgliteHandle(await PGlite.create(config.dataDir));
}
