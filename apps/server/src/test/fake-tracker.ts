import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A stand-in tracker on loopback; each test sets how it answers. */
export function fakeTracker() {
  const seen: Array<{ body: Record<string, unknown>; authorization?: string; path?: string }> = [];
  let answer: (body: { id: number; params: { query: string } }, res: ServerResponse) => void = () => {};
  const server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString()) as { id: number; params: { query: string } };
    seen.push({ body, authorization: req.headers.authorization, path: req.url });
    answer(body, res);
  });
  const json = (res: ServerResponse, value: unknown, status = 200) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(value));
  };
  return {
    seen,
    json,
    answer: (next: typeof answer) => (answer = next),
    url: '',
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rpc`;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
