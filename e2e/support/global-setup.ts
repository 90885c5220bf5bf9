import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { adminQuery, databaseUrl } from './postgres.js';
import { spawnServer } from './server.js';

/**
 * Starts the built server once on an empty store, so it migrates and seeds it (the trial's reference and demo
 * data), and stops it: every journey copies that store instead of paying for a first start. The store is a data
 * directory and, when `TEST_DATABASE_URL` names a PostgreSQL server (CI), a database on it (decision 061): the
 * journeys' servers then run on PostgreSQL, whose queries cost a fraction of the embedded engine's CPU; the
 * embedded engine keeps its own run of the server suite.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cabinet-e2e-template-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = serverUrl ? `e2e_template_${Date.now()}_${randomBytes(4).toString('hex')}` : null;
  if (serverUrl && template) await adminQuery(serverUrl, `create database "${template}"`);
  const server = await spawnServer(
    dir,
    serverUrl && template ? { DATABASE_URL: databaseUrl(serverUrl, template) } : {},
  );
  await server.stop();
  project.provide('dataDirTemplate', dir);
  project.provide('postgresTemplate', template);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (serverUrl && template)
      await adminQuery(serverUrl, `drop database if exists "${template}" with (force)`);
  };
}
