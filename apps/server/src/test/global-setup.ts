import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { pgliteHandle } from '../db/client.js';
import { createPostgresTemplate, dropPostgresTemplate } from './postgres-template.js';
import { seedReferenceData } from '../modules/reference/seed-reference.js';
import { pgliteExtensions } from '../db/pglite-extensions.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    /** With TEST_DATABASE_URL: the migrated database each test file's database is created from (TEMPLATE). */
    postgresTemplate: string;
  }
}

/**
 * Migrates one in-memory PGlite and saves its data directory: each test file restores that snapshot instead of
 * creating and migrating a database of its own. With TEST_DATABASE_URL the same is done on the PostgreSQL server:
 * one migrated template database, which each test file's database copies (`CREATE DATABASE … TEMPLATE`).
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cabinet-test-'));
  const file = path.join(dir, 'migrated.tar');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await createPostgresTemplate(serverUrl);
    project.provide('pgliteSnapshot', file);
    project.provide('postgresTemplate', template);
    return async () => {
      rmSync(dir, { recursive: true, force: true });
      await dropPostgresTemplate(serverUrl, template);
    };
  }
  {
    const client = await PGlite.create({ extensions: pgliteExtensions });
    const handle = pgliteHandle(client);
    await handle.migrate();
    await seedReferenceData(handle.db);
    // Every file restores this snapshot, and a restore costs with its size: the tests use only the `postgres`
    // database, so the two template databases (15 of 45 MB) are left out, and a checkpoint leaves the restore
    // no WAL to replay.
    await client.exec(
      "update pg_database set datistemplate = false where datname in ('template0', 'template1')",
    );
    await client.exec('drop database template0');
    await client.exec('drop database template1');
    await client.exec('checkpoint');
    const dump = await client.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await handle.close();
  }
  project.provide('pgliteSnapshot', file);
  project.provide('postgresTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
