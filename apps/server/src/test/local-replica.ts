import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePorts } from './instances/server-process.js';

const run = promisify(execFile);

/** A streaming replica of the local PostgreSQL server on a port of its own, started and removed by a test. */
export interface LocalReplica {
  port: number;
  /** The replica's URL for `database` (same user as the primary's URL). */
  urlFor(database: string): string;
  /** The server's log: every statement, prefixed `application_name|database|`. */
  log(): string;
  stop(): Promise<void>;
  /** Stops it if it runs and deletes its files; safe to call twice and after a failed start. */
  remove(): Promise<void>;
}

async function oneValue(url: string, query: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return String(Object.values((await client.query(query)).rows[0] as object)[0]);
  } finally {
    await client.end();
  }
}

/** Debian keeps each major version's binaries apart; PG_BINDIR overrides. */
async function binDir(primaryUrl: string): Promise<string> {
  if (process.env.PG_BINDIR) return process.env.PG_BINDIR;
  const major = Math.floor(Number(await oneValue(primaryUrl, 'show server_version_num')) / 10000);
  return `/usr/lib/postgresql/${major}/bin`;
}

/**
 * PostgreSQL refuses to run as root: as root (the tests' user in CI) the binaries run as the postgres OS user,
 * in a directory it owns.
 */
async function asServerUser(tmp: string): Promise<(file: string, args: string[]) => Promise<string>> {
  const root = process.getuid?.() === 0;
  if (root) {
    const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
    chownSync(tmp, Number(uid.stdout), Number(gid.stdout));
  }
  return async (file, args) => {
    const [command, rest] = root ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
    return (await run(command, rest, { timeout: 60_000 })).stdout;
  };
}

/** Slots of replica tests whose process is gone (killed mid-test): dropped, or the primary would keep WAL for them. */
const SLOT_PREFIX = 'cabinet_replica_test_';
async function dropAbandonedSlots(primaryUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: primaryUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ slot_name: string }>(
      `select slot_name from pg_replication_slots where not active and slot_name like '${SLOT_PREFIX}%'`,
    );
    for (const { slot_name: slot } of rows) {
      const pid = Number(slot.slice(SLOT_PREFIX.length).split('_')[0]);
      if (processAlive(pid)) continue;
      await client.query('select pg_drop_replication_slot($1)', [slot]).catch(() => undefined);
    }
  } finally {
    await client.end();
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A replica of the server at `primaryUrl` in a temporary directory, not started yet: `start()` takes a
 * `pg_basebackup -R -X stream` (with a replication slot of its own, so a busy primary keeps the WAL the replica
 * still needs) and starts it on a free port with hot standby and every statement logged, resolving once it accepts
 * connections. `remove()` stops it, drops the slot and deletes the files, whatever state `start()` reached.
 */
export async function localReplica(primaryUrl: string): Promise<LocalReplica & { start(): Promise<void> }> {
  const primary = new URL(primaryUrl);
  const bin = await binDir(primaryUrl);
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'cabinet-replica-'));
  const data = path.join(tmp, 'data');
  const logFile = path.join(tmp, 'replica.log');
  const slot = `${SLOT_PREFIX}${process.pid}_${randomBytes(4).toString('hex')}`;
  const asPostgres = await asServerUser(tmp);
  const port = (await freePorts(1))[0]!;
  const stop = async () => {
    if (!existsSync(path.join(data, 'postmaster.pid'))) return;
    await asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, 'stop', '-m', 'immediate', '-w']);
  };
  const remove = async () => {
    try {
      await stop();
    } finally {
      rmSync(tmp, { recursive: true, force: true });
      const client = new pg.Client({ connectionString: primaryUrl });
      await client.connect();
      await client
        .query('select pg_drop_replication_slot(slot_name) from pg_replication_slots where slot_name = $1', [
          slot,
        ])
        .finally(() => client.end());
    }
  };
  const start = async () => {
    await dropAbandonedSlots(primaryUrl);
    const must = ['max_connections', 'max_worker_processes', 'max_wal_senders', 'max_prepared_transactions'];
    const settings = await Promise.all(must.map((name) => oneValue(primaryUrl, `show ${name}`)));
    try {
      await asPostgres(path.join(bin, 'pg_basebackup'), [
        ...['-h', primary.hostname, '-p', primary.port || '5432', '-U', primary.username || 'postgres'],
        // -N: a throwaway copy need not wait for the disk (nor, below, the replica's own writes: fsync off).
        ...['-D', data, '-R', '-N', '-X', 'stream', '-c', 'fast', '-C', '-S', slot],
      ]);
      // Debian keeps postgresql.conf and pg_hba.conf in /etc, so the copy has none: the replica gets its own.
      const conf = [
        `port = ${port}`,
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${tmp}'`,
        'hot_standby = on',
        'fsync = off',
        'logging_collector = off',
        "log_statement = 'all'",
        "log_line_prefix = '%a|%d|'",
        'shared_buffers = 16MB',
        ...must.map((name, i) => `${name} = ${settings[i]}`),
      ];
      writeFileSync(path.join(data, 'postgresql.conf'), `${conf.join('\n')}\n`);
      writeFileSync(path.join(data, 'pg_hba.conf'), 'host all all 127.0.0.1/32 trust\n');
      if (process.getuid?.() === 0) {
        await run('chown', [
          'postgres:postgres',
          ...['postgresql.conf', 'pg_hba.conf'].map((f) => path.join(data, f)),
        ]);
      }
      await asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, '-l', logFile, '-w', '-t', '60', 'start']);
    } catch (error) {
      const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-2000) : '';
      throw new Error(
        `the replica did not start (replication from 127.0.0.1 allowed? tools/ensure-pg-replication.sh): ${(error as Error).message}\n${log}`,
      );
    }
  };
  return {
    port,
    urlFor(database) {
      const url = new URL(primaryUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      url.pathname = `/${database}`;
      return url.toString();
    },
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
    start,
    stop,
    remove,
  };
}
