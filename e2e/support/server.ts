import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory the built server has migrated and seeded once (global-setup.ts); journeys copy it. */
    dataDirTemplate: string;
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

/**
 * A new data directory holding a copy of the run's migrated and seeded one, so a journey's server or staff CLI
 * starts as on a fresh directory without replaying the migrations and the demo seed (most of a first start).
 */
export function freshDataDir(prefix: string): string {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  cpSync(inject('dataDirTemplate'), dataDir, { recursive: true });
  return dataDir;
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
 * Starts the built app on a free loopback port with a fresh data directory (a copy of the run's migrated one
 * unless `DATA_DIR` is given), removed again by `stop()`.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = env.DATA_DIR ?? freshDataDir('cabinet-e2e-');
  const server = await spawnServer(dataDir, env);
  return {
    ...server,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
