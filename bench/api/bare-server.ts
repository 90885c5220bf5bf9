/**
 * The floor the portal is compared with: a bare Fastify route per call answering the exact status, content type
 * and body the portal answered, with no database, no authentication and no serialisation.
 * Run by the bench as `node --import tsx bare-server.ts <answers.json> <port>`.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

export interface CapturedAnswer {
  status: number;
  contentType: string;
  /** base64 */
  body: string;
}

const [file, port] = process.argv.slice(2);
const answers = JSON.parse(readFileSync(file!, 'utf8')) as CapturedAnswer[];
const app = Fastify({ logger: false });
answers.forEach((answer, index) => {
  const body = Buffer.from(answer.body, 'base64');
  app.get(`/bare/${index}`, (_request, reply) => {
    reply.code(answer.status).header('content-type', answer.contentType).send(body);
  });
});
app.get('/ready', (_request, reply) => {
  reply.send('ok');
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => app.close().then(() => process.exit(0)));
