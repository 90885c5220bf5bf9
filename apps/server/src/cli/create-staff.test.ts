import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { onlyInThePgliteRun } from '../test/engine-of-this-run.js';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);

/** `npm run staff:create` while the server holds the embedded database. */
describe.skipIf(onlyInThePgliteRun('staff:create on a data directory in use'))(
  'staff:create with the data directory in use',
  () => {
    it('says in Russian and English what to do, with no stack trace, and exits with 1', async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'staff-cli-'));
      mkdirSync(path.join(dataDir, 'pgdata'));
      // This test's own process plays the running server: alive, and not the CLI's pid.
      writeFileSync(path.join(dataDir, 'pgdata.lock'), String(process.pid));
      try {
        const failure = await run(
          process.execPath,
          ['--import', 'tsx', 'src/cli/create-staff.ts', 'new.staff@example.ru', 'Ольга'],
          { cwd: serverDir, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
        ).then(
          () => null,
          (error: { code: number; stdout: string; stderr: string }) => error,
        );
        expect(failure?.code).toBe(1);
        const said = failure?.stderr ?? '';
        expect(said).toContain(`База данных занята: её держит запущенный сервер (процесс ${process.pid}`);
        expect(said).toContain('откройте «Сотрудники» (/staff/team)');
        expect(said).toContain('The database is in use: the running server holds it');
        expect(said).toContain('or stop the server, run npm run staff:create again');
        expect(said).not.toMatch(/\n\s+at /);
        expect(said).not.toContain('Error');
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }, 60_000);
  },
);
