import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseRateLimitStore } from '../integrations/counters/database-rate-limit-store.js';
import { createTestApp, type TestApp } from '../test/helpers.js';

/** What the plugin hands a store's child() at run time (its typings say a route's options). */
const route = (method: string, url: string) => ({ routeInfo: { method, url } }) as never;

/** One hit through the plugin's callback interface. */
const hit = (store: FastifyRateLimitStore, key: string, windowMs: number) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs, 5),
  );

describe('rate-limit counters kept in the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the sixth forgot-password call from one address within 15 minutes with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/client/forgot-password',
        payload: { email: 'nobody@example.ru' },
      });
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429) {
        expect(answer.json()).toEqual({
          code: 'TOO_MANY_REQUESTS',
          message: 'Слишком много запросов. Попробуйте через 15 мин.',
        });
      }
    }
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
  });

  it('counts one route’s hits together for every store on the database (every instance) and apart per route', async () => {
    const Store = databaseRateLimitStore(t.app.ctx.db);
    const first = new Store({}).child(route('POST', '/api/example'));
    const second = new Store({}).child(route('POST', '/api/example'));
    const other = new Store({}).child(route('GET', '/api/example'));
    expect((await hit(first, '10.0.0.1', 60_000)).current).toBe(1);
    expect((await hit(second, '10.0.0.1', 60_000)).current).toBe(2);
    const third = await hit(first, '10.0.0.1', 60_000);
    expect(third.current).toBe(3);
    expect(third.ttl).toBeGreaterThan(0);
    expect(third.ttl).toBeLessThanOrEqual(60_000);
    expect((await hit(other, '10.0.0.1', 60_000)).current).toBe(1);
    expect((await hit(first, '10.0.0.2', 60_000)).current).toBe(1);
  });

  it('starts a new window once the old one has passed', async () => {
    const store = databaseRateLimitStore(t.app.ctx.db);
    const limited = new store({}).child(route('POST', '/api/window'));
    expect((await hit(limited, 'client', 300)).current).toBe(1);
    expect((await hit(limited, 'client', 300)).current).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const fresh = await hit(limited, 'client', 300);
    expect(fresh.current).toBe(1);
    expect(fresh.ttl).toBeGreaterThan(200);
  });
});
