import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rateLimitCounters } from '../../db/schema/rate-limits.js';

interface Hits {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, result?: Hits) => void;

const SWEEP_EVERY_MS = 60_000;
const counter = rateLimitCounters;
// Milliseconds until the window ends, by the database's clock: instances whose clocks differ still agree.
const ttlMs = sql<number>`greatest(0, ceil(extract(epoch from (${counter.resetAt} - now())) * 1000))::float8`;

/**
 * A store for @fastify/rate-limit that keeps its counters in the database, so every instance counts the same hits
 * (the plugin's own store is one process's memory: two instances would let twice the limit through).
 * One atomic upsert per request: a hit inside the window adds one, the first hit after it starts a new window.
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  let lastSweep = 0;

  async function hit(key: string, windowMs: number): Promise<Hits> {
    const [row] = await db
      .insert(counter)
      .values({ key, hits: 1, resetAt: sql`now() + ${windowMs}::float8 * interval '1 millisecond'` })
      .onConflictDoUpdate({
        target: counter.key,
        set: {
          hits: sql`case when ${counter.resetAt} <= now() then 1 else ${counter.hits} + 1 end`,
          resetAt: sql`case when ${counter.resetAt} <= now() then excluded.reset_at else ${counter.resetAt} end`,
        },
      })
      .returning({ current: counter.hits, ttl: ttlMs });
    if (Date.now() - lastSweep > SWEEP_EVERY_MS) {
      lastSweep = Date.now();
      await db.delete(counter).where(lt(counter.resetAt, sql`now()`));
    }
    return { current: row?.current ?? 1, ttl: Number(row?.ttl ?? windowMs) };
  }

  async function read(key: string): Promise<Hits> {
    const [row] = await db
      .select({ current: counter.hits, ttl: ttlMs })
      .from(counter)
      .where(and(eq(counter.key, key), gt(counter.resetAt, sql`now()`)));
    return row ? { current: row.current, ttl: Number(row.ttl) } : { current: 0, ttl: 0 };
  }

  const answer = (work: Promise<Hits>, callback: Callback) =>
    work.then(
      (result) => callback(null, result),
      (error: Error) => callback(error),
    );

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      void answer(hit(this.prefix + key, timeWindow), callback);
    }

    read(key: string, callback: Callback): void {
      void answer(read(this.prefix + key), callback);
    }

    /**
     * Each limited route counts apart, as the plugin's own stores do: "<method><url>-<client>". A limit made with
     * `createRateLimit` has no route: its key (`outcomeLimit`'s "<name>-<client>") is used as it is.
     */
    child(options: object): FastifyRateLimitStore {
      // At run time the plugin hands over its merged route settings, the route itself under `routeInfo`.
      const route = (options as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
      const name = `${String(route.method ?? '')}${String(route.url ?? '')}`;
      return new DatabaseRateLimitStore(options, name ? `${name}-` : '');
    }
  }
  return DatabaseRateLimitStore;
}
