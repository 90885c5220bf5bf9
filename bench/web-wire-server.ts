/**
 * One captured answer behind the portal's own compression plugin at the given settings, and nothing else: what
 * brotli and gzip cost per request at each quality, apart from the portal's own work.
 * Run by bench/web-wire.ts as `node --import tsx web-wire-server.ts <answer file> <port> <brotli quality> <gzip level>`.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { registerCompression } from '../apps/server/src/plugins/compress.ts';

const [file, port, brotliQuality, gzipLevel] = process.argv.slice(2);
const body = readFileSync(file!);
const app = Fastify({ logger: false });
await registerCompression(app, { brotliQuality: Number(brotliQuality), gzipLevel: Number(gzipLevel) });
app.get('/answer', (_request, reply) => {
  reply.header('content-type', 'application/json; charset=utf-8').send(body);
});
app.get('/ready', (_request, reply) => {
  reply.send('ok');
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => app.close().then(() => process.exit(0)));
