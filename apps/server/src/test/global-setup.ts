import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { pgliteHandle } from '../db/client.js';
import { seedReferenceData } from '../modules/reference/seed-reference.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}

/**
 * Migrates one in-memory PGlite and saves its data directory: each test file restores that snapshot instead of
 * creating and migrating a database of its own. With TEST_DATABASE_URL the files use the PostgreSQL server.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cabinet-test-'));
  const file = path.join(dir, 'migrated.tar');
  if (!process.env.TEST_DATABASE_URL) {
    const client = await PGlite.create();
    const handle = pgliteHandle(client);
    await handle.migrate();
    await seedReferenceData(handle.db);
    const dump = await client.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await handle.close();
  }
  project.provide('pgliteSnapshot', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
