import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { pgliteExtensions } from '../../db/pglite-extensions.js';

export const serverRoot = fileURLToPath(new URL('../../../', import.meta.url));
const mainFile = path.join(serverRoot, 'src/main.ts');

/** Free loopback ports, all held at once while they are picked so two calls never get the same one. */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from({ length: count }, async () => {
      const server = createServer();
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return server;
    }),
  );
  const ports = servers.map((s) => (s.address() as { port: number }).port);
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  return ports;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  exited: Promise<Exit>;
  /** What the process printed so far (stdout and stderr), for failure messages. */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<Exit>;
}

/** An empty folder for WEB_DIST: these servers answer the API only. */
const noWebApp = mkdtempSync(path.join(os.tmpdir(), 'no-web-'));

export interface StartOptions {
  /** Closes the reading end of the server's stdout at its first output, as `| head -1` does. */
  closeStdoutAtFirstOutput?: boolean;
}

/**
 * Runs src/main.ts in a process of its own (through tsx, so no build is needed), with only the given settings
 * in its environment, and waits until /api/health answers.
 */
export async function startServer(
  settings: Record<string, string>,
  { closeStdoutAtFirstOutput = false }: StartOptions = {},
): Promise<ServerProcess> {
  const [port] = await freePorts(1);
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    WEB_DIST: noWebApp,
    ...settings,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], { cwd: serverRoot, env });
  let printed = '';
  child.stdout.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
    if (closeStdoutAtFirstOutput) child.stdout.destroy();
  });
  child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    child,
    exited,
    output: () => printed,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the server exited before it was ready:\n${printed}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.stop('SIGKILL');
  throw new Error(`the server did not answer /api/health in time:\n${printed}`);
}

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** One JSON call to a running server; `headers` adds to (or replaces) the bearer header. */
export async function request(
  base: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${url}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** Runs one of the commands in src/cli (through tsx) to its end. */
export async function runCli(
  script: string,
  args: string[],
  settings: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(serverRoot, 'src/cli', script), ...args],
    {
      cwd: serverRoot,
      env: { PATH: process.env.PATH ?? '', ...settings },
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}

/**
 * Starts DATA_DIR from the test run's migrated snapshot (see global-setup) when there is one: the server then
 * opens an existing database instead of creating and migrating one, seconds saved per test file.
 */
export async function seedDataDirFromSnapshot(dataDir: string): Promise<void> {
  const snapshot = inject('pgliteSnapshot');
  if (!existsSync(snapshot)) return;
  mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create({
    dataDir: path.join(dataDir, 'pgdata'),
    loadDataDir: new Blob([readFileSync(snapshot)]),
    extensions: pgliteExtensions,
  });
  await db.close();
}
