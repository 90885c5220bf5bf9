import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './file-storage.js';

const SAFE_NAME = /^[a-z0-9-]+\.(jpg|png)$/;

/** Built-in storage: a folder under DATA_DIR. */
export function localFileStorage(folder: string): FileStorage {
  const resolve = (name: string) => {
    if (!SAFE_NAME.test(name)) throw new Error(`Unsafe file name: ${name}`);
    return path.join(folder, name);
  };
  return {
    async put(name, data) {
      await mkdir(folder, { recursive: true });
      await writeFile(resolve(name), data, { mode: 0o600 });
    },
    async get(name) {
      try {
        return await readFile(resolve(name));
      } catch {
        return null;
      }
    },
    async delete(name) {
      await rm(resolve(name), { force: true });
    },
  };
}
