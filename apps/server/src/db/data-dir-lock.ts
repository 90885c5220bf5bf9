import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

/**
 * PGlite keeps no lock of its own, and two processes writing one data directory corrupt it. The server, the
 * backup and the restore each hold `<dir>.lock` (the owner's pid) while they use the directory. A lock left by a
 * killed process is taken over once that pid is gone.
 */
const heldHere = new Set<string>();

/** The data directory is held by another live process (the running server, a backup or a restore). */
export class DataDirInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly owner: number,
    readonly lockFile: string,
  ) {
    super(
      `The data directory ${dir} is in use by process ${owner} (${lockFile}). PGlite allows one process per data directory: stop that process first.`,
    );
    this.name = 'DataDirInUseError';
  }
}

export function lockDataDir(dir: string): () => void {
  const file = `${dir}.lock`;
  if (heldHere.has(file)) throw new Error(`The data directory ${dir} is already open in this process`);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (isRunning(owner)) {
        throw new DataDirInUseError(dir, owner, file);
      }
      rmSync(file, { force: true });
      continue;
    }
    writeSync(fd, String(process.pid));
    closeSync(fd);
    heldHere.add(file);
    return () => {
      if (!heldHere.delete(file)) return;
      rmSync(file, { force: true });
    };
  }
  throw new Error(`Could not lock ${dir} (${file})`);
}

function isRunning(pid: number): boolean {
  // Our own pid in a lock we don't hold: a container restarted, its previous process had the same pid (often 1).
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
