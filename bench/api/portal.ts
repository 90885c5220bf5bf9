/** The built portal (apps/server/dist/main.js) in its own process on a free loopback port. */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const mainJs = `${repoRoot}apps/server/dist/main.js`;

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
  /** Folder for a V8 CPU profile of the portal (written when it exits). */
  cpuProfileDir?: string;
  /** Counts the statements sent to PostgreSQL (node-postgres only). */
  countStatements: boolean;
}

export async function startPortal(
  options: PortalOptions,
): Promise<ChildServer & { statements(): Promise<number | null> }> {
  if (!existsSync(mainJs)) throw new Error('apps/server/dist/main.js is missing: run `npm run build` first');
  const port = await freePort();
  const flags: string[] = [];
  if (options.cpuProfileDir) flags.push('--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`);
  if (options.countStatements) flags.push('--import', new URL('./count-queries.mjs', import.meta.url).href);
  let output = '';
  const child = spawn(process.execPath, [...flags, mainJs], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
      INIT_CWD: repoRoot,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(child, `${url}/api/health`, () => output);
  return {
    url,
    child,
    output: () => output,
    stop: () => stopChild(child),
    statements() {
      if (!options.countStatements) return Promise.resolve(null);
      return new Promise((resolve) => {
        const onMessage = (message: unknown) => {
          if (typeof message === 'object' && message && 'statements' in message) {
            child.off('message', onMessage);
            resolve(Number((message as { statements: number }).statements));
          }
        };
        child.on('message', onMessage);
        child.send('statements');
      });
    },
  };
}
