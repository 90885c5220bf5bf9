import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freshDataDir } from './server.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);

export interface StaffDataDir {
  dataDir: string;
  email: string;
  password: string;
  /** Pass to `startServer` so the server opens this data directory. */
  env: Record<string, string>;
  remove(): void;
}

/**
 * A fresh data directory (a copy of the run's migrated one) with a staff account in it, made with the server's CLI
 * (`apps/server/dist/cli/create-staff.js`, so `npm run build` first). The embedded database allows one process
 * at a time: create the account before starting the server on the same directory.
 */
export async function dataDirWithStaff(
  email: string,
  password: string,
  name = 'Сотрудник',
): Promise<StaffDataDir> {
  const dataDir = freshDataDir('cabinet-e2e-staff-');
  await run(process.execPath, [path.join(repoRoot, 'apps/server/dist/cli/create-staff.js'), email, name], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', STAFF_PASSWORD: password, LOG_LEVEL: 'warn' },
  });
  return {
    dataDir,
    email,
    password,
    env: { DATA_DIR: dataDir },
    remove: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
