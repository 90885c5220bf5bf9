import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, pgliteHandle, postgresHandle } from '../db/client.js';
import { adminQuery, databaseUrl } from './postgres-template.js';
import { pgliteExtensions } from '../db/pglite-extensions.js';

export const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * The run's migrated PGlite data directory (global-setup.ts), read once per worker. PGlite reads it with
 * `arrayBuffer()` and copies each file out of it, so one buffer serves every restore; Node's own Blob would copy
 * the 30 MB through a stream at each restore (a third of a restore's CPU).
 */
class SnapshotBlob extends Blob {
  constructor(
    readonly path: string,
    private readonly contents: ArrayBuffer,
  ) {
    super([]);
  }
  override async arrayBuffer() {
    return this.contents;
  }
}
let snapshot: SnapshotBlob | undefined;
function migratedSnapshot(): Blob {
  const file = inject('pgliteSnapshot');
  if (snapshot?.path !== file) snapshot = new SnapshotBlob(file, new Uint8Array(readFileSync(file)).buffer);
  return snapshot;
}

/**
 * A fresh database for one test file: a PGlite restored from the migrated snapshot, or, with TEST_DATABASE_URL,
 * a copy of the run's migrated template database on that PostgreSQL server, dropped again when the handle is closed.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    return pgliteHandle(
      await PGlite.create({ loadDataDir: migratedSnapshot(), extensions: pgliteExtensions }),
    );
  }
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  // A copy of the run's migrated template (global-setup.ts); the app's migration at start finds nothing to do.
  const template = inject('postgresTemplate');
  await adminQuery(serverUrl, `create database "${name}"${template ? ` template "${template}"` : ''}`);
  // A test database needs no crash durability: its commits need not wait for the WAL to reach the disk (a crash of
  // the PostgreSQL server would lose the last moments of a database that is dropped anyway). What is visible to
  // other sessions, and when, is unchanged; the instance tests' scratch databases keep the server's setting.
  await adminQuery(serverUrl, `alter database "${name}" set synchronous_commit = off`);
  const handle = postgresHandle(databaseUrl(serverUrl, name));
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      // The pool has ended, so no session should remain; retry briefly before forcing.
      for (let attempt = 0; ; attempt += 1) {
        try {
          await dropper.query(`drop database if exists "${name}"${attempt >= 5 ? ' with (force)' : ''}`);
          break;
        } catch (error) {
          if (attempt >= 5) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await dropper.end();
    },
  };
}
