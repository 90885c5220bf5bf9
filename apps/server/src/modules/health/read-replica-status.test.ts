import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { call, createTestApp, signInStaff, testConfig, type TestApp } from '../../test/helpers.js';
import { createTestDatabase } from '../../test/test-database.js';

/**
 * Where the heavy reads go (decision 070), told to the owner: without DATABASE_READ_URL, and with one on a database
 * that cannot have replicas (the test's config names the embedded engine), every read stays on the primary and the
 * start's log says why. The streaming replica itself is shown by src/db/replica.test.ts.
 */
describe('GET /api/staff/read-replica', () => {
  let plain: TestApp;
  let ignored: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    plain = await createTestApp();
    const config = testConfig({
      logLevel: 'warn',
      readReplica: { url: 'postgres://postgres@127.0.0.1:1/none', poolSize: 1, maxLagSeconds: 5 },
    });
    ignored = await buildApp(config, {
      database: await createTestDatabase(),
      logStream: { write: (line) => void lines.push(line) },
    });
  });
  afterAll(async () => {
    await plain.close();
    await ignored.close();
  });

  it('tells the owner the reads are on the primary when no replica is configured', async () => {
    const response = await call(plain.app, 'GET', '/api/staff/read-replica', await signInStaff(plain.app));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      configured: false,
      target: 'primary',
      reason: 'DATABASE_READ_URL not set',
      lagSeconds: null,
      maxLagSeconds: null,
      checkedAt: null,
    });
  });

  it('ignores DATABASE_READ_URL on the embedded database, says so, and serves the owner’s report from the primary', async () => {
    const owner = await signInStaff(ignored);
    const status = await call(ignored, 'GET', '/api/staff/read-replica', owner);
    expect(status.json()).toMatchObject({
      target: 'primary',
      reason: 'DATABASE_READ_URL ignored: embedded database',
    });
    expect(ignored.ctx.readDb).toBe(ignored.ctx.db);
    const report = await call(
      ignored,
      'GET',
      '/api/staff/reports?period=day&from=2026-11-10&to=2026-11-11',
      owner,
    );
    expect(report.statusCode).toBe(200);
    expect(lines.join('')).toContain(
      'DATABASE_READ_URL ignored: the embedded database (no DATABASE_URL) has no replicas',
    );
  });

  it('is the owner’s alone', async () => {
    const support = await signInStaff(plain.app, ['support']);
    expect((await call(plain.app, 'GET', '/api/staff/read-replica', support)).statusCode).toBe(403);
  });
});
