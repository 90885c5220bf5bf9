import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface S3StandIn {
  endpoint: string;
  /** "METHOD /bucket/key" of every request, in order. */
  seen: string[];
  /** The settings that point a server at this store. */
  settings: Record<string, string>;
  close(): Promise<void>;
}

/** An object store on loopback for servers started as processes: objects in memory, path-style requests. */
export async function startS3StandIn(): Promise<S3StandIn> {
  const objects = new Map<string, Buffer>();
  const seen: string[] = [];
  const server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const key = req.url ?? '';
    seen.push(`${req.method} ${key}`);
    if (!String(req.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256 ')) res.statusCode = 403;
    else if (req.method === 'PUT') objects.set(key, Buffer.concat(chunks));
    else if (req.method === 'DELETE') objects.delete(key);
    else if (req.method === 'GET' && !objects.has(key)) res.statusCode = 404;
    res.end(req.method === 'GET' && res.statusCode === 200 ? objects.get(key) : undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    seen,
    settings: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: 'cabinet',
      S3_ACCESS_KEY_ID: 'test-key',
      S3_SECRET_ACCESS_KEY: 'test-secret',
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
