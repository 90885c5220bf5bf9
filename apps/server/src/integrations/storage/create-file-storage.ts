import path from 'node:path';
import type { FileStorage } from './file-storage.js';
import type { StorageConfig } from './storage-config.js';
import { localFileStorage } from './local-storage.js';
import { s3FileStorage } from './s3-storage.js';

/** STORAGE=local keeps images in DATA_DIR/uploads; STORAGE=s3 puts them in a bucket of an S3-compatible store. */
export function createFileStorage(config: { storage: StorageConfig; dataDir: string }): FileStorage {
  if (config.storage.kind === 's3') return s3FileStorage(config.storage);
  return localFileStorage(path.join(config.dataDir, 'uploads'));
}
