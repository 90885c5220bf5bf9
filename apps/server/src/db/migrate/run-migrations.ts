import { setTimeout as sleep } from 'node:timers/promises';
import { concurrentIndexName, readMigrations, type Migration } from './read-migrations.js';
import type { MigrationSession } from './migration-session.js';
import { dropInvalidIndex } from './invalid-index.js';

export interface MigrateOptions {
  migrationsFolder: string;
  /** How long one statement may wait for a lock before it gives up (and lets the writes queued behind it run). */
  lockTimeoutMs?: number;
  /** Tries per migration (per statement outside a transaction) when the lock was not granted in time. */
  attempts?: number;
  /** Wait before the first retry, doubled for each next one up to MAX_RETRY_DELAY_MS. */
  retryDelayMs?: number;
  log?: (line: string) => void;
}

/** PostgreSQL's lock_not_available: what `lock_timeout` raises. */
const LOCK_NOT_AVAILABLE = '55P03';
const MAX_RETRY_DELAY_MS = 15_000;

/**
 * Applies the folder's migrations that are newer than the last one recorded, each in its own transaction, or
 * statement by statement outside one for a migration marked `-- migrate:no-transaction`. Records them in
 * drizzle's own table with drizzle's hash and created_at, so a database migrated by drizzle's migrator (or
 * restored from a backup of one) continues where it was. Returns the tags applied.
 */
export async function runMigrations(session: MigrationSession, options: MigrateOptions): Promise<string[]> {
  const settings = {
    lockTimeoutMs: options.lockTimeoutMs ?? 2_000,
    attempts: options.attempts ?? 10,
    retryDelayMs: options.retryDelayMs ?? 1_000,
    log: options.log ?? (() => {}),
  };
  // A server-wide statement_timeout must not cut a long index build short.
  await session.exec('set statement_timeout = 0');
  await session.exec('create schema if not exists drizzle');
  await session.exec(
    'create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)',
  );
  const [last] = await session.query<{ created_at: string | number }>(
    'select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
  );
  const lastCreatedAt = last ? Number(last.created_at) : -Infinity;
  const pending = readMigrations(options.migrationsFolder).filter((m) => m.createdAt > lastCreatedAt);
  for (const migration of pending) {
    if (migration.transactional) {
      await retryOnLockTimeout(settings, migration.tag, () =>
        applyInTransaction(session, migration, settings),
      );
    } else {
      await applyOutsideTransaction(session, migration, settings);
    }
  }
  // PGlite's session is the app's own connection afterwards.
  await session.exec('reset lock_timeout; reset statement_timeout');
  return pending.map((m) => m.tag);
}

type Settings = Required<Omit<MigrateOptions, 'migrationsFolder'>>;

async function applyInTransaction(session: MigrationSession, migration: Migration, settings: Settings) {
  await session.exec('begin');
  try {
    await session.exec(`set local lock_timeout = ${settings.lockTimeoutMs}`);
    for (const statement of migration.statements) await session.exec(statement);
    await record(session, migration);
    await session.exec('commit');
  } catch (error) {
    await session.exec('rollback');
    throw error;
  }
}

/**
 * Each statement commits on its own, so a failure leaves the earlier ones done and the migration unrecorded: the
 * next start runs the whole file again, which is why its statements must be idempotent (`IF NOT EXISTS`). An index
 * a failed `CREATE INDEX CONCURRENTLY` left INVALID is dropped before the statement builds it again.
 */
async function applyOutsideTransaction(session: MigrationSession, migration: Migration, settings: Settings) {
  for (const statement of migration.statements) {
    const index = concurrentIndexName(statement);
    await retryOnLockTimeout(settings, migration.tag, async () => {
      if (index && (await dropInvalidIndex(session, index))) {
        settings.log(
          `migration ${migration.tag}: dropped the INVALID index ${index} a failed build left; rebuilding`,
        );
      }
      // A concurrent index build holds only locks that never block writes, and waits for older transactions on
      // purpose: a lock timeout would only fail it. Anything else must not queue writes behind it.
      await session.exec(`set lock_timeout = ${index ? 0 : settings.lockTimeoutMs}`);
      await session.exec(statement);
    });
  }
  await session.exec('set lock_timeout = 0');
  await record(session, migration);
}

async function record(session: MigrationSession, migration: Migration) {
  await session.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
    migration.hash,
    migration.createdAt,
  ]);
}

async function retryOnLockTimeout(settings: Settings, tag: string, work: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code !== LOCK_NOT_AVAILABLE || attempt >= settings.attempts) throw error;
      const delay = Math.min(settings.retryDelayMs * 2 ** (attempt - 1), MAX_RETRY_DELAY_MS);
      settings.log(
        `migration ${tag}: lock not granted in ${settings.lockTimeoutMs} ms, retry ${attempt} in ${delay} ms`,
      );
      await sleep(delay);
    }
  }
}
