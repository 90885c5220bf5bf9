/** The built portal (apps/server/dist/main.js) in its own process on a free loopback port. */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** `PORTAL_DIST=apps/server/<another build>` measures another build of the server (a before/after in one run). */
const mainJs = `${repoRoot}${process.env.PORTAL_DIST ?? 'apps/server/dist'}/main.js`;

export async function freePort(): Promise<number> {
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

export interface ChildServer {
  url: string;
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/** Waits for `readyPath` to answer 200; fails with the child's output when it exits or takes over a minute. */
export async function waitUntilReady(child: ChildProcess, url: string, output: () => string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url} exited early:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not become ready:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  return exited;
}

export interface PortalOptions {
  env: Record<string, string>;
  /** node-postgres is in use: statements can be counted. */
  postgres: boolean;
}

export interface Portal extends ChildServer {
  /** Statements sent to PostgreSQL so far, or null on PGlite. */
  statements(): Promise<number | null>;
  /** Starts V8's CPU profiler in the portal; `stopProfile` writes the profile to `file`. */
  startProfile(): Promise<void>;
  stopProfile(file: string): Promise<void>;
}

export async function startPortal(options: PortalOptions): Promise<Portal> {
  if (!existsSync(mainJs)) throw new Error(`${mainJs} is missing: run \`npm run build\` first`);
  const port = await freePort();
  const probe = new URL('./portal-probe.mjs', import.meta.url).href;
  let output = '';
  const child = spawn(process.execPath, ['--import', probe, mainJs], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
      // One key for every run: a kept seeded database stays readable (decision 064).
      PERSONAL_DATA_KEY: 'YmVuY2gtcGVyc29uYWwtZGF0YS1rZXktMzItYnl0ZXM=',
      INIT_CWD: repoRoot,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(child, `${url}/api/health`, () => output);

  let nextId = 0;
  const ask = (message: Record<string, unknown>) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const id = (nextId += 1);
      const onMessage = (answer: unknown) => {
        const reply = answer as Record<string, unknown>;
        if (reply?.id !== id) return;
        child.off('message', onMessage);
        if (reply.error) reject(new Error(String(reply.error)));
        else resolve(reply);
      };
      child.on('message', onMessage);
      child.send({ ...message, id });
    });
  return {
    url,
    child,
    output: () => output,
    stop: () => stopChild(child),
    async statements() {
      return options.postgres ? Number((await ask({ type: 'statements' })).statements) : null;
    },
    async startProfile() {
      await ask({ type: 'profile-start' });
    },
    async stopProfile(file) {
      await ask({ type: 'profile-stop', file });
    },
  };
}
