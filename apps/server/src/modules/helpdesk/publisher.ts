import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { TicketMessageView } from '@cargo/domain';

type Listener = (message: TicketMessageView) => void;

/**
 * Where the live answers go (decision 028): a message a customer may see, published after its transaction
 * committed, reaches every open stream of its ticket. In-process by default; with REDIS_URL through one Redis
 * channel, so a message written on one instance reaches the streams held by the others.
 */
export interface AnswerPublisher {
  publish(message: TicketMessageView): Promise<void>;
  /** Listens to one ticket's messages; answers the function that stops listening. */
  subscribe(ticketId: number, listener: Listener): () => void;
  close(): Promise<void>;
}

/** The listeners of this instance, by ticket. */
function localListeners() {
  const byTicket = new Map<number, Set<Listener>>();
  return {
    deliver(message: TicketMessageView) {
      for (const listener of byTicket.get(message.ticketId) ?? []) listener(message);
    },
    subscribe(ticketId: number, listener: Listener) {
      const set = byTicket.get(ticketId) ?? new Set<Listener>();
      set.add(listener);
      byTicket.set(ticketId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) byTicket.delete(ticketId);
      };
    },
  };
}

export function createLocalPublisher(): AnswerPublisher {
  const local = localListeners();
  return {
    async publish(message) {
      local.deliver(message);
    },
    subscribe: local.subscribe,
    async close() {},
  };
}

/**
 * The same over Redis pub/sub: every instance subscribes to one channel and hands what arrives to its own
 * listeners, its own publications included (so a message is delivered once, the way it came back). A Redis
 * outage loses live messages only: the chat's polling fallback still shows them.
 */
export async function createRedisPublisher(
  redis: { url: string; keyPrefix: string },
  log?: FastifyBaseLogger,
): Promise<AnswerPublisher> {
  const channel = `${redis.keyPrefix}helpdesk:answers`;
  const options = { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: true };
  const publisher = new Redis(redis.url, options);
  const subscriber = new Redis(redis.url, options);
  const local = localListeners();
  for (const client of [publisher, subscriber]) {
    client.on('error', (error: Error) => log?.warn({ err: error }, 'Redis connection error (help desk)'));
  }
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    try {
      local.deliver(JSON.parse(text) as TicketMessageView);
    } catch (error) {
      log?.warn({ err: error }, 'A help-desk message from Redis could not be read');
    }
  });
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(channel);
  return {
    async publish(message) {
      try {
        await publisher.publish(channel, JSON.stringify(message));
      } catch (error) {
        log?.warn({ err: error }, 'A help-desk message was not published to Redis');
      }
    },
    subscribe: local.subscribe,
    async close() {
      await Promise.all(
        [publisher, subscriber].map((client) => client.quit().catch(() => client.disconnect())),
      );
    },
  };
}
