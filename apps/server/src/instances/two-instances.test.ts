import { randomInt } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Knocker,
  limitedOperations,
  operationsAnswering429,
} from '../test/instances/limited-operations.js';
import { startS3StandIn, type S3StandIn } from '../test/instances/s3-stand-in.js';
import { createScratchDatabase, type ScratchDatabase } from '../test/instances/scratch-database.js';
import { request, startServer, type ServerProcess } from '../test/instances/server-process.js';

const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0 });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
const redisUp = postgresUrl ? await redisAnswers() : false;
if (!postgresUrl) {
  console.info(
    'two instances on one PostgreSQL skipped: TEST_DATABASE_URL is not set (CI runs it in its PostgreSQL step)',
  );
} else if (!redisUp) {
  console.info(`two instances with REDIS_URL skipped: no Redis answers at ${redisUrl}`);
}

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(300, 9),
]);
const knocker = (email: string, token: string): Knocker => ({
  ip: `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
  email,
  token,
});

describe.skipIf(!postgresUrl)(
  'two instances on one PostgreSQL, requests alternating between them',
  { timeout: 120_000 },
  () => {
    let db: ScratchDatabase;
    let s3: S3StandIn;
    const servers: ServerProcess[] = [];
    let shared: Record<string, string>;
    const pair = () => [servers[0]!.url, servers[1]!.url] as const;

    const start = (extra: Record<string, string> = {}) =>
      startServer({ ...shared, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'instance-')), ...extra });

    beforeAll(async () => {
      db = await createScratchDatabase(postgresUrl!);
      s3 = await startS3StandIn();
      shared = {
        DATABASE_URL: db.url,
        JWT_SECRET: 'one-secret-shared-by-every-instance-0123456789',
        // Shared like the token secret: every instance reads the others' encrypted passports (decision 064).
        PERSONAL_DATA_KEY: 'q8cS5x0pV3hXnY2+1e4Jm7oT9wZbR6kLdAfGuCiEHsM=',
        // The test plays the reverse proxy on loopback and says who the client is in X-Forwarded-For.
        TRUST_PROXY: 'loopback',
        DATABASE_POOL_SIZE: '4',
        ...s3.settings,
      };
      // Both at once on an empty database: migrations and first-start seeding must take turns.
      servers.push(...(await Promise.all([start(), start()])));
    }, 120_000);

    afterAll(async () => {
      await Promise.all(servers.map((s) => s.stop('SIGKILL')));
      await db?.drop();
      await s3?.close();
    });

    async function customer(email = `inst${Date.now()}${randomInt(1000)}@example.ru`) {
      const [a] = pair();
      const answer = await request(a, 'POST', '/api/client/sign-up', {
        body: { email, password: 'secret-pass-1', name: 'Иван' },
      });
      expect(answer.status).toBe(201);
      return { email, token: String(answer.body.token) };
    }

    it('both start on an empty database at once: migrated once, one demo customer', async () => {
      const files = await db.query<{ n: string }>('select count(*) as n from drizzle.__drizzle_migrations');
      const migrations = Number(files[0]!.n);
      expect(migrations).toBeGreaterThan(0);
      const hashes = await db.query<{ n: string }>(
        'select count(distinct hash) as n from drizzle.__drizzle_migrations',
      );
      expect(Number(hashes[0]!.n)).toBe(migrations);
      const demo = await db.query<{ n: string }>(
        "select count(*) as n from users where email = 'demo@example.com'",
      );
      expect(Number(demo[0]!.n)).toBe(1);
    });

    it('counts sign-in failures across both: five spread over them, then 429 on either, even for the right password', async () => {
      const [a, b] = pair();
      const { email } = await customer();
      const who = knocker(email, '');
      for (let i = 0; i < 5; i += 1) {
        expect(
          (await limitedOperations['POST /api/client/sign-in']!.attempt(i % 2 ? b : a, who)).status,
        ).toBe(401);
      }
      for (const base of [a, b]) {
        const right = await request(base, 'POST', '/api/client/sign-in', {
          headers: { 'x-forwarded-for': who.ip },
          body: { email, password: 'secret-pass-1' },
        });
        expect(right.status).toBe(429);
      }
    });

    it('a session signed out on one instance is refused by the other at once', async () => {
      const [a, b] = pair();
      const { token } = await customer();
      expect((await request(b, 'GET', '/api/client/my-info', { token })).status).toBe(200);
      expect((await request(b, 'POST', '/api/client/sign-out', { token })).status).toBe(204);
      expect((await request(a, 'GET', '/api/client/my-info', { token })).status).toBe(401);
    });

    it('a password changed on one instance ends the other sessions on the other at once', async () => {
      const [a, b] = pair();
      const { email, token } = await customer();
      const second = await request(b, 'POST', '/api/client/sign-in', {
        body: { email, password: 'secret-pass-1' },
      });
      const other = String(second.body.token);
      expect((await request(b, 'GET', '/api/client/my-info', { token: other })).status).toBe(200);
      const changed = await request(a, 'PUT', '/api/client/change-password', {
        token,
        body: {
          oldPassword: 'secret-pass-1',
          newPassword: 'secret-pass-2',
          confirmPassword: 'secret-pass-2',
        },
      });
      expect(changed.status).toBe(200);
      expect((await request(b, 'GET', '/api/client/my-info', { token: other })).status).toBe(401);
      expect((await request(b, 'GET', '/api/client/my-info', { token })).status).toBe(200);
    });

    it('every operation that answers 429 has its limit spent across instances (this registry names them all)', async () => {
      const documented = await operationsAnswering429(servers[0]!.url);
      expect(documented.filter((op) => !limitedOperations[op])).toEqual([]);
    });

    async function spendEveryLimit(a: string, b: string): Promise<Knocker> {
      const { email, token } = await customer();
      const who = knocker(email, token);
      for (const [operation, limit] of Object.entries(limitedOperations)) {
        for (let i = 0; i < limit.allowed; i += 1) {
          const answer = await limit.attempt(i % 2 ? b : a, who);
          expect(answer.status, `${operation} #${i + 1}`).toBe(limit.passes);
        }
        for (const base of [a, b]) {
          expect((await limit.attempt(base, who)).status, `${operation} over the limit`).toBe(429);
        }
      }
      // forgot-password let exactly its 5 through, not 5 per instance.
      const letters = await db.query<{ n: string }>(
        'select count(*) as n from email_outbox where recipient = $1',
        [email],
      );
      expect(Number(letters[0]!.n)).toBe(5);
      return who;
    }

    it('holds every other limit across both, with the counters in PostgreSQL', async () => {
      const [a, b] = pair();
      const who = await spendEveryLimit(a, b);
      const rows = await db.query<{ n: string }>(
        'select count(*) as n from rate_limit_counters where key like $1',
        [`%-${who.ip}`],
      );
      expect(Number(rows[0]!.n)).toBeGreaterThan(0);
    });

    it.skipIf(!redisUp)('holds every limit across both with REDIS_URL, the counters in Redis', async () => {
      // A prefix of this run's own, so counters left by an earlier run (same user ids, other database) don't count.
      const prefix = `test-${Date.now()}-${randomInt(1e6)}:`;
      const settings = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix };
      const withRedis = await Promise.all([start(settings), start(settings)]);
      servers.push(...withRedis);
      const who = await spendEveryLimit(withRedis[0].url, withRedis[1].url);
      const inDatabase = await db.query<{ n: string }>(
        'select count(*) as n from rate_limit_counters where key like $1',
        [`%-${who.ip}`],
      );
      expect(Number(inDatabase[0]!.n)).toBe(0);
      const redis = new Redis(redisUrl);
      try {
        expect(await redis.keys(`${prefix}rate-limit:*${who.ip}`)).not.toEqual([]);
        await redis.del(...(await redis.keys(`${prefix}*`)));
      } finally {
        redis.disconnect();
      }
    });

    it('serves an image uploaded through one instance from the other (STORAGE=s3)', async () => {
      const [a, b] = pair();
      const { token } = await customer();
      const form = new FormData();
      form.append('file', new Blob([PNG], { type: 'image/png' }), 'photo.png');
      const uploaded = await fetch(`${a}/api/google-cloud/image?purpose=good`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      expect(uploaded.status).toBe(201);
      const { fileName } = (await uploaded.json()) as { fileName: string };
      const served = await fetch(`${b}/api/images/${fileName}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
      expect(s3.seen).toContain(`PUT /cabinet/${fileName}`);
      expect(s3.seen).toContain(`GET /cabinet/${fileName}`);

      const removed = await fetch(`${b}/api/google-cloud/image?filename=${fileName}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(removed.status).toBe(204);
      expect((await fetch(`${a}/api/images/${fileName}`)).status).toBe(404);
    });
  },
);
