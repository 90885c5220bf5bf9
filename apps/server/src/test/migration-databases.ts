import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../db/pglite-extensions.js';
import pg from 'pg';
import { afterAll } from 'vitest';
import {
  openPostgresSession,
  pgliteSession,
  type MigrationSession,
} from '../db/migrate/migration-session.js';
import { adminQuery, databaseUrl } from './postgres-template.js';

/** An empty database for the migration runner's tests: PGlite in memory, or one of its own on TEST_DATABASE_URL. */
export interface EmptyDatabase {
  kind: 'pglite' | 'postgres';
  /** A runner's session (on PostgreSQL a new connection each time, as a second instance would open). */
  openSession(): Promise<MigrationSession>;
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
  /** The PGlite client or the database's URL, for drizzle's own migrator. */
  pglite?: PGlite;
  url?: string;
  close(): Promise<void>;
}

export async function emptyDatabase(): Promise<EmptyDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const client = await PGlite.create({ extensions: pgliteExtensions });
    return {
      kind: 'pglite',
      pglite: client,
      openSession: async () => pgliteSession(client),
      query: async <Row>(text: string, params: unknown[] = []) =>
        (await client.query<Row>(text, params)).rows,
      close: () => client.close(),
    };
  }
  const name = `migrations_test_${randomBytes(5).toString('hex')}`;
  await adminQuery(serverUrl, `create database "${name}"`);
  const url = databaseUrl(serverUrl, name);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    kind: 'postgres',
    url,
    openSession: () => openPostgresSession(url),
    query: async <Row>(text: string, params: unknown[] = []) =>
      (await client.query(text, params)).rows as Row[],
    close: async () => {
      await client.end();
      await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

/** A drizzle-kit-shaped folder (journal + one .sql per migration) holding `migrations` in order. */
/**
 * For one describe block: `open()` makes an empty database, and every database it made is closed after the block's
 * tests.
 */
export function emptyDatabasesForBlock(): () => Promise<EmptyDatabase> {
  const opened: EmptyDatabase[] = [];
  afterAll(async () => {
    for (const database of opened) await database.close();
  });
  return async () => {
    const database = await emptyDatabase();
    opened.push(database);
    return database;
  };
}

export function migrationsFolder(migrations: { tag: string; sql: string }[]): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'migrations-fixture-'));
  mkdirSync(path.join(dir, 'meta'));
  const entries = migrations.map((m, idx) => ({
    idx,
    version: '7',
    when: 1_000 + idx,
    tag: m.tag,
    breakpoints: true,
  }));
  writeFileSync(
    path.join(dir, 'meta/_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
  );
  for (const m of migrations) writeFileSync(path.join(dir, `${m.tag}.sql`), m.sql);
  return dir;
}
