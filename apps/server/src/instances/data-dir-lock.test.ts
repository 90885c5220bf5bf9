import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from '../db/data-dir-lock.js';

describe('one process per PGlite data directory', () => {
  const dir = () => path.join(mkdtempSync(path.join(os.tmpdir(), 'lock-')), 'pgdata');

  it('refuses a second opener while the first holds the directory, and lets it in once released', () => {
    const pgdata = dir();
    const release = lockDataDir(pgdata);
    expect(readFileSync(`${pgdata}.lock`, 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDir(pgdata)).toThrow(/already open in this process/);
    release();
    expect(existsSync(`${pgdata}.lock`)).toBe(false);
    lockDataDir(pgdata)();
  });

  it('names the running process that holds it, and takes over a lock left by a process that is gone', async () => {
    const pgdata = dir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      writeFileSync(`${pgdata}.lock`, String(holder.pid));
      expect(() => lockDataDir(pgdata)).toThrow(new RegExp(`in use by process ${holder.pid}`));
    } finally {
      holder.kill('SIGKILL');
      await new Promise((resolve) => holder.once('exit', resolve));
    }
    // The holder was killed without cleaning up: its lock is stale now.
    const release = lockDataDir(pgdata);
    expect(readFileSync(`${pgdata}.lock`, 'utf8')).toBe(String(process.pid));
    release();
  });
});
