import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freshStore } from './server.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);

export interface StaffDataDir {
  dataDir: string;
  email: string;
  password: string;
  /** Pass to `startServer` so the server opens this store (its data directory and database). */
  env: Record<string, string>;
  remove(): Promise<void>;
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
  const store = await freshStore('cabinet-e2e-staff-');
  await run(process.execPath, [path.join(repoRoot, 'apps/server/dist/cli/create-staff.js'), email, name], {
    cwd: repoRoot,
    env: { ...process.env, ...store.env, STAFF_PASSWORD: password, LOG_LEVEL: 'warn' },
  });
  return { dataDir: store.dataDir, email, password, env: store.env, remove: store.remove };
}
