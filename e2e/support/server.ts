import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { adminQuery, databaseUrl } from './postgres.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory the built server has migrated and seeded once (global-setup.ts); journeys copy it. */
    dataDirTemplate: string;
    /** On a PostgreSQL run (`TEST_DATABASE_URL`), the database that server migrated and seeded; journeys copy it. */
    postgresTemplate: string | null;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  dataDir: string;
  output(): string;
  stop(): Promise<void>;
}

/** A journey's own storage: a data directory and, on a PostgreSQL run, a database of its own. */
export interface Store {
  dataDir: string;
  /** What a server or CLI started on this store needs: `DATA_DIR`, and `DATABASE_URL` on a PostgreSQL run. */
  env: Record<string, string>;
  remove(): Promise<void>;
}

/**
 * A new store holding a copy of the run's migrated and seeded one (global-setup.ts), so a journey's server or staff
 * CLI starts as on a fresh install without replaying the migrations and the demo seed (most of a first start):
 * a copy of the template data directory and, with `TEST_DATABASE_URL`, a database copied from the run's template
 * database (`CREATE DATABASE … TEMPLATE`), dropped again by `remove()`.
 */
export async function freshStore(prefix: string): Promise<Store> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  cpSync(inject('dataDirTemplate'), dataDir, { recursive: true });
  const template = inject('postgresTemplate');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!template || !serverUrl) {
    return {
      dataDir,
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      remove: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `e2e_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `create database "${name}" template "${template}"`);
  await adminQuery(serverUrl, `alter database "${name}" set synchronous_commit = off`);
  return {
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl(serverUrl, name) },
    async remove() {
      await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the built app (`npm run build` first) on a free loopback port with `dataDir`; `stop()` ends the process
 * and leaves the directory as it is.
 */
export async function spawnServer(dataDir: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'apps/server/dist/main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      INIT_CWD: repoRoot,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    dataDir,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

/**
 * Starts the built app on a free loopback port with a fresh store (unless `DATA_DIR` is given, with the store's
 * other variables: see staff.ts), removed again by `stop()`.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const store = env.DATA_DIR ? null : await freshStore('cabinet-e2e-');
  const server = await spawnServer(store?.dataDir ?? env.DATA_DIR!, { ...store?.env, ...env });
  return {
    ...server,
    async stop() {
      await server.stop();
      await store?.remove();
    },
  };
}
