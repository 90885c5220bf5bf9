import rateLimit, { type FastifyRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Database } from '../db/client.js';
import { databaseRateLimitStore } from '../integrations/counters/database-rate-limit-store.js';

/**
 * Per-route limits (`config.rateLimit` on a route; nothing is limited by default). The counters are shared by every
 * instance of the portal: in Redis when REDIS_URL is set, otherwise in the database.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  db: Database,
  redis?: { url: string; keyPrefix: string },
): Promise<void> {
  const store: Partial<FastifyRateLimitOptions> = redis
    ? { redis: await connectRedis(app, redis.url), nameSpace: `${redis.keyPrefix}rate-limit:` }
    : { store: databaseRateLimitStore(db) };
  await app.register(rateLimit, {
    global: false,
    ...store,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: `Слишком много запросов. Попробуйте через ${Math.ceil(context.ttl / 60000)} мин.`,
    }),
  });
}

async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  // A request waits for one reconnect at most: a limited route fails rather than hangs while Redis is away.
  const redis = new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: true });
  let lastError = '';
  redis.on('error', (error: Error) => {
    lastError = error.message;
    app.log.warn({ err: error }, 'Redis connection error');
  });
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    throw new Error(`REDIS_URL is set but Redis does not answer: ${lastError || (error as Error).message}`);
  }
  return redis;
}
