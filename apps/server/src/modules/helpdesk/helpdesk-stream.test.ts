import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TicketMessageView } from '@cargo/domain';
import {
  call,
  createListeningTestApp,
  signInStaff,
  signUpClient,
  type ListeningTestApp,
} from '../../test/helpers.js';
import { createLocalChannels, createRedisChannels } from '../../broadcast/channels.js';
import { createAnswerPublisher } from './publisher.js';

let t: ListeningTestApp;
beforeAll(async () => {
  t = await createListeningTestApp();
});
afterAll(() => t.close());

/** Opens the ticket's stream over real HTTP and collects its text until `until` is seen (or 5 s pass). */
async function openStream(ticketId: number, token: string) {
  const abort = new AbortController();
  const response = await fetch(`${t.base}/api/helpDesk/answers/${ticketId}/stream`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  let text = '';
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const until = async (needle: string) => {
    const deadline = Date.now() + 5000;
    while (!text.includes(needle)) {
      if (Date.now() > deadline) throw new Error(`no "${needle}" in the stream: ${text}`);
      const { value, done } = await reader.read();
      if (done) throw new Error(`the stream ended: ${text}`);
      text += decoder.decode(value, { stream: true });
    }
    return text;
  };
  return { response, until, close: () => abort.abort() };
}

describe('help desk: live answers', () => {
  it('delivers a staff answer to the customer’s open stream, never an internal note, and 404 to others', async () => {
    const staff = await signInStaff(t.app);
    const customer = await signUpClient(t.app);
    const ticket = (
      await call(t.app, 'POST', '/api/helpDesk', customer.token, { titleId: 7, message: 'Есть кто?' })
    ).json() as { id: number };

    const stream = await openStream(ticket.id, customer.token);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    await stream.until(': connected');

    await call(t.app, 'POST', `/api/staff/helpdesk/tickets/${ticket.id}/answers`, staff, {
      message: 'Заметка: клиент VIP',
      internal: true,
    });
    const answer = await call(t.app, 'POST', `/api/staff/helpdesk/tickets/${ticket.id}/answers`, staff, {
      message: 'Здравствуйте, мы на связи',
    });
    const text = await stream.until('мы на связи');
    expect(text).toContain('event: answer');
    const data = text
      .split('\n')
      .filter((line) => line.startsWith('data: '))
      .map((line) => JSON.parse(line.slice(6)) as TicketMessageView);
    expect(data).toEqual([answer.json()]);
    expect(text).not.toContain('VIP');
    stream.close();

    const stranger = await signUpClient(t.app);
    const foreign = await fetch(`${t.base}/api/helpDesk/answers/${ticket.id}/stream`, {
      headers: { authorization: `Bearer ${stranger.token}`, accept: 'text/event-stream' },
    });
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as { message: string }).message).toBe('Обращение не найдено');
    const anonymous = await fetch(`${t.base}/api/helpDesk/answers/${ticket.id}/stream`, {
      headers: { accept: 'text/event-stream' },
    });
    expect(anonymous.status).toBe(401);
  });
});

const message = (ticketId: number, text: string): TicketMessageView => ({
  id: 1,
  ticketId,
  text,
  fromStaff: true,
  authorName: 'Поддержка',
  internal: false,
  images: [],
  createdAt: new Date().toISOString(),
});

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const probe = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0 });
const redisUp = await probe
  .connect()
  .then(() => probe.ping())
  .then(() => true)
  .catch(() => false)
  .finally(() => probe.disconnect());

describe('help desk: the publisher', () => {
  it('in process: delivers to the ticket’s listeners until they stop listening', async () => {
    const publisher = await createAnswerPublisher(createLocalChannels());
    const got: string[] = [];
    const stop = publisher.subscribe(5, (m) => got.push(m.text));
    await publisher.publish(message(5, 'первое'));
    await publisher.publish(message(6, 'чужое'));
    stop();
    await publisher.publish(message(5, 'после'));
    expect(got).toEqual(['первое']);
  });

  it.skipIf(!redisUp)(
    'through Redis: a message published on one instance reaches the other’s listeners',
    async () => {
      const redis = { url: redisUrl, keyPrefix: `test-${Date.now()}:` };
      const instances = [await createRedisChannels(redis), await createRedisChannels(redis)];
      try {
        const [writer, reader] = await Promise.all(instances.map(createAnswerPublisher));
        const got = new Promise<TicketMessageView>((resolve) => reader!.subscribe(9, resolve));
        await writer!.publish(message(9, 'с другого сервера'));
        expect((await got).text).toBe('с другого сервера');
      } finally {
        await Promise.all(instances.map((channels) => channels.close()));
      }
    },
  );
});
