/** A throw-away database for one bench run: a fresh database on the PostgreSQL server, or a fresh PGlite folder. */
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, postgresHandle } from '../../apps/server/src/db/client.ts';
import { seedReferenceData } from '../../apps/server/src/modules/reference/index.ts';
import { type HeavyAccount, seedHeavyAccount } from './seed.ts';

export interface BenchDatabase {
  kind: 'postgres' | 'pglite';
  /** What the portal gets as its environment to use this database. */
  env: Record<string, string>;
  label: string;
  drop(): Promise<void>;
}

/** One statement on a server connection, through the portal's own database code. */
async function admin(url: string, statement: string): Promise<Array<Record<string, unknown>>> {
  const handle = postgresHandle(url);
  try {
    const result = (await handle.db.execute(statement)) as unknown as {
      rows: Array<Record<string, unknown>>;
    };
    return result.rows;
  } finally {
    await handle.close();
  }
}

export async function createBenchDatabase(options: {
  pglite: boolean;
  adminUrl: string;
}): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cabinet-bench-'));
  if (options.pglite) {
    return {
      kind: 'pglite',
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      label: 'PGlite (embedded, in the portal process)',
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `bench_${Date.now()}`;
  await admin(options.adminUrl, `create database ${name}`);
  const url = new URL(options.adminUrl);
  url.pathname = `/${name}`;
  const [row] = await admin(url.toString(), 'show server_version');
  return {
    kind: 'postgres',
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    label: `PostgreSQL ${String(row?.server_version).split(' ')[0]} on ${url.host}`,
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
      await admin(options.adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** Migrates and fills the database the way the portal would find it after a long life, then closes it. */
export async function seedBenchDatabase(
  database: BenchDatabase,
  log: (line: string) => void,
): Promise<HeavyAccount> {
  const handle = await openDatabase(
    database.kind === 'postgres'
      ? { kind: 'postgres', url: database.env.DATABASE_URL!, poolSize: 4 }
      : { kind: 'pglite', dataDir: path.join(database.env.DATA_DIR!, 'pgdata') },
  );
  try {
    await handle.migrate();
    await seedReferenceData(handle.db);
    const account = await seedHeavyAccount(handle.db, log);
    if (database.kind === 'postgres') {
      // Fresh statistics, as autovacuum would have them on a database that has lived a while.
      await handle.db.execute('analyze');
    }
    return account;
  } finally {
    await handle.close();
  }
}

/**
 * A PGlite folder holding the heavy account, for the browser benches: a fresh copy of `keep` when an earlier run
 * seeded it (it holds a `seeded` mark), otherwise a new folder seeded now — and copied into `keep` when given, so
 * the next run skips the seeding.
 */
export async function seededPgliteFolder(
  keep: string | undefined,
  prefix: string,
): Promise<{ dir: string; drop: () => Promise<void> }> {
  if (keep && existsSync(path.join(keep, 'seeded'))) {
    const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
    cpSync(keep, dir, { recursive: true });
    return { dir, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const database = await createBenchDatabase({ pglite: true, adminUrl: '' });
  console.log('Seeding the heavy account on PGlite…');
  await seedBenchDatabase(database, (line) => console.log(line));
  const dir = database.env.DATA_DIR!;
  if (keep) {
    cpSync(dir, keep, { recursive: true });
    mkdirSync(path.join(keep, 'seeded'), { recursive: true });
  }
  return { dir, drop: () => database.drop() };
}
