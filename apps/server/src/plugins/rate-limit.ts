import rateLimit, { type FastifyRateLimitOptions, normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { tooManyRequestsMessage } from '@cargo/domain';
import type { Database } from '../db/client.js';
import { AppError } from '../errors.js';
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
      message: tooManyRequestsMessage(minutesLeft(context.ttl)),
    }),
  });
}

const minutesLeft = (ttlMs: number) => Math.max(1, Math.ceil(ttlMs / 60000));

/** A per-address limit on one outcome of a call, not on every call: see `outcomeLimit`. */
export interface OutcomeLimit {
  /** 429 when the client's address has had `max` such outcomes within the window. */
  refuseOverLimit(request: FastifyRequest): Promise<void>;
  /** Counts one such outcome for the client's address. */
  count(request: FastifyRequest): Promise<void>;
}

/**
 * A limit on the counters every limited route uses (database or Redis, shared by every instance), counted only when
 * the call ends a certain way (sign-up's «email taken»): the route asks before its work and counts after it.
 */
export function outcomeLimit(
  app: FastifyInstance,
  options: { name: string; max: number; windowSeconds: number },
): OutcomeLimit {
  const limiter = app.createRateLimit({
    max: options.max,
    timeWindow: options.windowSeconds * 1000,
    keyGenerator: (request) => `${options.name}-${normalizeIP(request.ip)}`,
  });
  return {
    async refuseOverLimit(request) {
      const state = await limiter(request, { increment: false });
      if (!state.isAllowed && state.remaining === 0) {
        throw new AppError(429, 'TOO_MANY_REQUESTS', tooManyRequestsMessage(minutesLeft(state.ttl)));
      }
    },
    async count(request) {
      await limiter(request);
    },
  };
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
