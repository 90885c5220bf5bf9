import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { call, signInStaff, signUpClient, testConfig } from '../../test/helpers.js';
import { openEventStream } from '../../test/event-stream.js';
import { createScratchDatabase, type ScratchDatabase } from '../../test/instances/scratch-database.js';

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
const ready = postgresUrl !== undefined && (await redisAnswers());
if (!ready) console.info('help desk across two instances skipped: needs TEST_DATABASE_URL and a Redis');

describe.skipIf(!ready)('help desk: two instances on one database and one Redis', { timeout: 60_000 }, () => {
  let db: ScratchDatabase;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    db = await createScratchDatabase(postgresUrl!);
    const redis = { url: redisUrl, keyPrefix: `helpdesk-test-${Date.now()}:` };
    const config = () => testConfig({ database: { kind: 'postgres', url: db.url, poolSize: 4 }, redis });
    apps.push(await buildApp(config()));
    apps.push(await buildApp(config()));
    for (const app of apps) await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await db?.drop();
  });

  it('a staff answer written on one instance reaches the customer’s stream held by the other', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const customer = await signUpClient(a);
    const staff = await signInStaff(a);
    const ticket = (
      await call(a, 'POST', '/api/helpDesk', customer.token, { titleId: 7, message: 'Алло' })
    ).json();
    const port = (b.server.address() as AddressInfo).port;
    const abort = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/api/helpDesk/answers/${ticket.id}/stream`, {
      headers: { authorization: `Bearer ${customer.token}`, accept: 'text/event-stream' },
      signal: abort.signal,
    });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const until = async (needle: string) => {
      while (!text.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`the stream ended: ${text}`);
        text += decoder.decode(value, { stream: true });
      }
    };
    await until(': connected');
    const answer = await call(a, 'POST', `/api/staff/helpdesk/tickets/${ticket.id}/answers`, staff, {
      message: 'Отвечаем с другого сервера',
    });
    expect(answer.statusCode).toBe(201);
    await until('с другого сервера');
    expect(text).toContain('event: answer');
    abort.abort();
  });

  it('a sign-out on one instance ends the session’s stream held by the other at once', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const customer = await signUpClient(a);
    const ticket = (
      await call(a, 'POST', '/api/helpDesk', customer.token, { titleId: 7, message: 'Алло' })
    ).json();
    const port = (b.server.address() as AddressInfo).port;
    const stream = await openEventStream(
      `http://127.0.0.1:${port}/api/helpDesk/answers/${ticket.id}/stream`,
      customer.token,
    );
    await stream.until(': connected');
    expect((await call(a, 'POST', '/api/client/sign-out', customer.token)).statusCode).toBe(204);
    // Within the announcement's trip through Redis, far sooner than the periodic sweep of the sessions.
    expect(await stream.ended(3000)).toContain(': closed: session ended');
  });
});
