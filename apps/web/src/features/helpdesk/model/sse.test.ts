import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAnswersStream } from '../api/answers-stream';
import { ticketMessageFixture } from '../../../test/helpdeskFixtures';
import { createSseParser, type ServerSentEvent } from './sse';

const encoder = new TextEncoder();

function parse(chunks: Array<Uint8Array | string>): ServerSentEvent[] {
  const events: ServerSentEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  chunks.forEach((chunk) => parser.push(chunk));
  return events;
}

/** Splits bytes at the given offsets. */
function splitAt(bytes: Uint8Array, offsets: number[]): Uint8Array[] {
  const bounds = [0, ...offsets, bytes.length];
  return bounds.slice(1).map((end, index) => bytes.slice(bounds[index], end));
}

afterEach(() => vi.unstubAllGlobals());

describe('the event-stream parser', () => {
  it('puts together an `answer` event split across chunks, mid-line and mid-character', () => {
    const message = ticketMessageFixture({ id: 9, fromStaff: true, text: 'Ответ: посылка взвешена ✓' });
    const body = encoder.encode(`: keep-alive\n\nevent: answer\ndata: ${JSON.stringify(message)}\n\n`);
    // Cut inside the event name, inside the JSON, inside a two-byte Cyrillic letter and before the blank line.
    const cyrillic = body.indexOf(0xd0, 40);
    const chunks = splitAt(body, [17, 30, cyrillic + 1, body.length - 1]);

    const events = parse(chunks);

    expect(events).toHaveLength(1);
    expect(events[0]!.event).toBe('answer');
    expect(JSON.parse(events[0]!.data)).toEqual(message);
  });

  it('reads CRLF line ends split between chunks, joins data lines and skips comments', () => {
    const events = parse([': ping\r', '\n\r\nevent: answer\r', '\ndata: {"a":\r\ndata: 1}\r', '\n\r', '\n']);
    expect(events).toEqual([{ event: 'answer', data: '{"a":\n1}' }]);
  });

  it('waits for the blank line before dispatching', () => {
    expect(parse(['event: answer\ndata: {}\n'])).toEqual([]);
    expect(parse(['data: plain\n\n'])).toEqual([{ event: 'message', data: 'plain' }]);
  });
});

describe('readAnswersStream', () => {
  it('sends the session token and hands over each answer of the stream', async () => {
    window.localStorage.setItem('accessToken', 'access-1');
    const message = ticketMessageFixture({ id: 7, fromStaff: true, text: 'Готово' });
    const text = `event: answer\ndata: ${JSON.stringify(message)}\n\nevent: other\ndata: {}\n\n`;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        const bytes = encoder.encode(text);
        controller.enqueue(bytes.slice(0, 25));
        controller.enqueue(bytes.slice(25));
        controller.close();
      },
    });
    const fetchMock = vi.fn(
      async () => new Response(stream, { headers: { 'Content-Type': 'text/event-stream' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const received: unknown[] = [];

    await readAnswersStream(5, (answer) => received.push(answer), new AbortController().signal);

    expect(received).toEqual([message]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/helpDesk/answers/5/stream');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer access-1');
  });

  it('fails when the stream cannot be opened, so the chat falls back to polling', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 404 })),
    );
    await expect(readAnswersStream(5, () => undefined, new AbortController().signal)).rejects.toThrow();
  });
});
