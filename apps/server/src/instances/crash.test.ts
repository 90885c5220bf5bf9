import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdUpload } from '../test/instances/held-upload.js';
import { createScratchDatabase, type ScratchDatabase } from '../test/instances/scratch-database.js';
import {
  request,
  seedDataDirFromSnapshot,
  startServer,
  type ServerProcess,
} from '../test/instances/server-process.js';
import { type Kind, listedIds, startWriteStream } from '../test/instances/write-stream.js';
import { engineOfThisRun } from '../test/engine-of-this-run.js';
import { pgliteExtensions } from '../db/pglite-extensions.js';

const postgresUrl = process.env.TEST_DATABASE_URL;
console.info(
  `crash safety checked here on ${engineOfThisRun.name}; the other engine's variant runs in the ` +
    (postgresUrl ? 'PGlite run (npm test)' : "PostgreSQL run (TEST_DATABASE_URL, CI's PostgreSQL step)"),
);

/** PostgreSQL's pg_control: the cluster state sits after the system id and two version numbers. */
function clusterState(pgdata: string): 'shut down' | 'in production' | number {
  const state = readFileSync(path.join(pgdata, 'global/pg_control')).readInt32LE(16);
  return state === 1 ? 'shut down' : state === 6 ? 'in production' : state;
}

/** The engine of this run only: the PGlite run and the PostgreSQL run each start their own variant. */
const variants = [engineOfThisRun];

describe.each(variants)('a server process on $name', { timeout: 120_000 }, ({ postgres }) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'crash-'));
  const pgdata = path.join(dataDir, 'pgdata');
  let scratch: ScratchDatabase | null = null;
  const settings: Record<string, string> = { DATA_DIR: dataDir };
  let server: ServerProcess;
  let token = '';

  beforeAll(async () => {
    if (postgres) {
      scratch = await createScratchDatabase(postgresUrl!);
      Object.assign(settings, {
        DATABASE_URL: scratch.url,
        JWT_SECRET: 'crash-test-secret-long-enough-for-hs256!',
        // Shared like the token secret: every instance reads the others' encrypted passports (decision 064).
        PERSONAL_DATA_KEY: 'q8cS5x0pV3hXnY2+1e4Jm7oT9wZbR6kLdAfGuCiEHsM=',
      });
    } else await seedDataDirFromSnapshot(dataDir);
    server = await startServer(settings);
    const signUp = await request(server.url, 'POST', '/api/client/sign-up', {
      body: { email: 'crash@example.ru', password: 'secret-pass-1', name: 'Иван' },
    });
    expect(signUp.status).toBe(201);
    token = String(signUp.body.token);
  }, 120_000);

  afterAll(async () => {
    await server?.stop('SIGKILL');
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every write it answered with 2xx when killed with SIGKILL in the middle of a stream', async () => {
    const stream = startWriteStream(server.url, token);
    while (stream.total() < 30 && stream.refused.length === 0 && !stream.stopped()) {
      await new Promise((r) => setTimeout(r, 5));
    }
    // The kill comes with requests on the way: a crash, not a quiet moment.
    const inFlightAtKill = stream.inFlight();
    const exit = await server.stop('SIGKILL');
    await stream.done;
    expect(exit.signal).toBe('SIGKILL');
    expect(stream.refused).toEqual([]);
    expect(inFlightAtKill).toBeGreaterThan(0);
    if (!postgres) expect(clusterState(pgdata)).toBe('in production');

    server = await startServer(settings);
    const listed = await listedIds(server.url, token);
    const missing: string[] = [];
    for (const kind of Object.keys(listed) as Kind[]) {
      for (const id of stream.acknowledged[kind]) if (!listed[kind].has(id)) missing.push(`${kind} ${id}`);
    }
    console.info(
      `crash on ${postgres ? 'PostgreSQL' : 'PGlite'}: ${stream.total()} writes acknowledged before SIGKILL ` +
        `(${JSON.stringify(Object.fromEntries(Object.entries(stream.acknowledged).map(([k, v]) => [k, v.length])))}), ` +
        `${inFlightAtKill} in flight at the kill; missing after restart: ${missing.length}`,
    );
    expect(missing).toEqual([]);
  });

  it('on SIGTERM finishes the request in flight, closes the database cleanly and exits 0', async () => {
    const upload = holdUpload(server.url, token);
    await upload.accepted;
    server.child.kill('SIGTERM');
    // Stopping: no new work is taken (connection refused, or 503 on a kept-alive one) while the upload goes on.
    const probe = () =>
      fetch(`${server.url}/api/health`).then(
        (r) => (r.ok ? 'taking work' : 'refusing'),
        () => 'refusing',
      );
    await expect.poll(probe, { timeout: 5000 }).toBe('refusing');
    upload.finish();
    const answer = await upload.answer;
    expect(answer.status).toBe(201);
    expect(await server.exited).toEqual({ code: 0, signal: null });
    if (!postgres) expect(clusterState(pgdata)).toBe('shut down');

    // The upload finished during the drain is on disk and in the database, which opens as it was left.
    const fileName = String(answer.body.fileName);
    expect(statSync(path.join(dataDir, 'uploads', fileName)).size).toBe(8 + 4096);
    const sql = 'select count(*)::int as n from uploads where file_name = $1';
    if (postgres) {
      expect(await scratch!.query(sql, [fileName])).toEqual([{ n: 1 }]);
    } else {
      const reopened = await PGlite.create(pgdata, { extensions: pgliteExtensions });
      try {
        expect((await reopened.query(sql, [fileName])).rows).toEqual([{ n: 1 }]);
      } finally {
        await reopened.close();
      }
    }
  });
});
