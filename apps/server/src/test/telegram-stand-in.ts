import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SentMessage {
  token: string;
  chatId: string;
  text: string;
}

/**
 * A stand-in for the Telegram Bot API on loopback: answers `POST /bot<token>/sendMessage` as Telegram does and
 * keeps what was sent. Lever `failNext`: the next n calls answer 502 with `ok: false`.
 */
export async function telegramStandIn() {
  const sent: SentMessage[] = [];
  const state = { failNext: 0, messageId: 0 };
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, unknown>;
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(req.url ?? '');
    const reply = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (!match || match[2] !== 'sendMessage') {
      return reply(404, { ok: false, error_code: 404, description: 'Not Found' });
    }
    if (state.failNext > 0) {
      state.failNext -= 1;
      return reply(502, { ok: false, error_code: 502, description: 'Bad Gateway' });
    }
    sent.push({ token: match[1]!, chatId: String(body.chat_id), text: String(body.text) });
    state.messageId += 1;
    reply(200, {
      ok: true,
      result: {
        message_id: state.messageId,
        date: Math.floor(Date.now() / 1000),
        chat: { id: Number(body.chat_id), type: 'private' },
        text: body.text,
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    apiRoot: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sent,
    state,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
