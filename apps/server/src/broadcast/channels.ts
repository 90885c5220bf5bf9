import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

type Listener<T> = (value: T) => void;

/**
 * A named channel every instance of the portal hears: what one instance publishes reaches the listeners of all of
 * them, its own included. Delivery is at most once and only to the listeners of that moment: what needs to survive
 * a lost message re-reads the database (the chat polls, a stream re-checks its session).
 */
export interface Channel<T> {
  publish(value: T): Promise<void>;
  /** Answers the function that stops listening. */
  subscribe(listener: Listener<T>): () => void;
}

export interface Channels {
  /** The channel of this name (the same one for every call with the name); listening has begun when it resolves. */
  channel<T>(name: string): Promise<Channel<T>>;
  close(): Promise<void>;
}

/** The listeners of this instance, by channel name. */
function localListeners(log?: FastifyBaseLogger) {
  const byName = new Map<string, Set<Listener<unknown>>>();
  return {
    deliver(name: string, value: unknown) {
      for (const listener of byName.get(name) ?? []) {
        try {
          listener(value);
        } catch (error) {
          // One listener's bug must not keep the message from the others.
          log?.error({ err: error, channel: name }, 'A channel listener failed');
        }
      }
    },
    subscribe<T>(name: string, listener: Listener<T>) {
      const set = byName.get(name) ?? new Set();
      set.add(listener as Listener<unknown>);
      byName.set(name, set);
      return () => {
        set.delete(listener as Listener<unknown>);
      };
    },
  };
}

/** One instance alone (no REDIS_URL): a channel is a list of this process's listeners. */
export function createLocalChannels(log?: FastifyBaseLogger): Channels {
  const local = localListeners(log);
  return {
    async channel<T>(name: string): Promise<Channel<T>> {
      return {
        async publish(value) {
          local.deliver(name, value);
        },
        subscribe: (listener) => local.subscribe(name, listener),
      };
    },
    async close() {},
  };
}

/**
 * Several instances: Redis pub/sub, one connection that publishes and one that listens, whatever the number of
 * channels. A value travels as JSON. A Redis outage loses messages only, logged; publishing never throws.
 */
export async function createRedisChannels(
  redis: { url: string; keyPrefix: string },
  log?: FastifyBaseLogger,
): Promise<Channels> {
  const options = { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: true };
  const publisher = new Redis(redis.url, options);
  const subscriber = new Redis(redis.url, options);
  for (const client of [publisher, subscriber]) {
    client.on('error', (error: Error) => log?.warn({ err: error }, 'Redis connection error (channels)'));
  }
  const local = localListeners(log);
  const subscribed = new Map<string, Promise<unknown>>();
  subscriber.on('message', (from: string, text: string) => {
    if (!from.startsWith(redis.keyPrefix)) return;
    const name = from.slice(redis.keyPrefix.length);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      log?.warn({ err: error, channel: name }, 'A message from Redis could not be read');
      return;
    }
    local.deliver(name, value);
  });
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
  } catch (error) {
    // Otherwise the clients would keep reconnecting and hold the process open after the failed start.
    for (const client of [publisher, subscriber]) client.disconnect();
    throw new Error(`REDIS_URL is set but Redis does not answer: ${(error as Error).message}`);
  }
  return {
    async channel<T>(name: string): Promise<Channel<T>> {
      const full = `${redis.keyPrefix}${name}`;
      if (!subscribed.has(full)) subscribed.set(full, subscriber.subscribe(full));
      await subscribed.get(full);
      return {
        async publish(value) {
          try {
            await publisher.publish(full, JSON.stringify(value));
          } catch (error) {
            log?.warn({ err: error, channel: name }, 'A message was not published to Redis');
          }
        },
        subscribe: (listener) => local.subscribe(name, listener),
      };
    },
    async close() {
      await Promise.all(
        [publisher, subscriber].map((client) => client.quit().catch(() => client.disconnect())),
      );
    },
  };
}

/** The channels of this app: through Redis when the config names one, otherwise within the process. */
export function createChannels(
  redis: { url: string; keyPrefix: string } | undefined,
  log?: FastifyBaseLogger,
): Promise<Channels> {
  return redis ? createRedisChannels(redis, log) : Promise.resolve(createLocalChannels(log));
}
