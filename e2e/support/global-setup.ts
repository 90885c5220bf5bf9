import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { spawnServer } from './server.js';

/**
 * Starts the built server once on an empty data directory, so it migrates and seeds it (the trial's reference
 * and demo data), and stops it: every journey copies that directory instead of paying for a first start.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cabinet-e2e-template-'));
  const server = await spawnServer(dir);
  await server.stop();
  project.provide('dataDirTemplate', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
