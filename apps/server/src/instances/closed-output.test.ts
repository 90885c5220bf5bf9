import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type Exit,
  seedDataDirFromSnapshot,
  startServer,
  type ServerProcess,
} from '../test/instances/server-process.js';
import { onlyInThePgliteRun } from '../test/engine-of-this-run.js';

/** What a process manager waits for after SIGTERM before it kills is far longer; a drained idle server needs less. */
const EXIT_WITHIN_MS = 5000;

function exitWithin(server: ServerProcess, ms: number): Promise<Exit | 'still running'> {
  return Promise.race([
    server.exited,
    new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), ms)),
  ]);
}

describe.skipIf(onlyInThePgliteRun('a server whose output nobody reads (on its embedded database)'))(
  'a server whose output nobody reads any more',
  { timeout: 120_000 },
  () => {
    let server: ServerProcess | undefined;
    let dataDir = '';
    afterEach(async () => {
      await server?.stop('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    });

    async function settings(): Promise<Record<string, string>> {
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'closed-output-'));
      await seedDataDirFromSnapshot(dataDir);
      // Every request and the shutdown itself write log lines to the closed pipe.
      return { DATA_DIR: dataDir, LOG_LEVEL: 'info' };
    }

    it('stops on one SIGTERM, with exit code 0, when its stdout reader went away while it ran', async () => {
      server = await startServer(await settings());
      server.child.stdout!.destroy();
      for (let i = 0; i < 5; i++) expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

      server.child.kill('SIGTERM');
      expect(await exitWithin(server, EXIT_WITHIN_MS)).toEqual({ code: 0, signal: null });
    });

    it('starts, serves and stops on SIGTERM when the reader left after the first line (| head -1)', async () => {
      server = await startServer(await settings(), { closeStdoutAtFirstOutput: true });
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

      server.child.kill('SIGTERM');
      expect(await exitWithin(server, EXIT_WITHIN_MS)).toEqual({ code: 0, signal: null });
    });
  },
);
