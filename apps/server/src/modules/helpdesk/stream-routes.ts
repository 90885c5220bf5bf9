import type { FastifyInstance } from 'fastify';
import fastifySse from '@fastify/sse';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { bearerAuth, errors } from '../../http.js';
import { currentUser } from '../../plugins/authenticate.js';
import { ticketIdParams } from './params.js';
import type { AnswerPublisher } from './publisher.js';
import { readTicket } from './queries.js';

/** A comment line every 25 s keeps proxies and the browser from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;

const NOT_A_STREAM = ': send Accept: text/event-stream to follow the answers\n\n';

/**
 * `GET /api/helpDesk/answers/{ticketId}/stream` (decision 028): the customer's open chat gets each new message it
 * may see as an `answer` event (a ticketMessageSchema JSON), through @fastify/sse. The web reads it with fetch
 * streaming (the Authorization header), and polls the answers when the stream breaks.
 */
export async function helpdeskStreamRoutes(
  fastify: FastifyInstance,
  { ctx, publisher }: { ctx: AppContext; publisher: AnswerPublisher },
) {
  // A CommonJS plugin: fastify-plugin sets its `default` to itself, which is what TypeScript sees.
  await fastify.register(fastifySse.default, { heartbeatInterval: HEARTBEAT_MS });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);
  // Streams are held open: closing the app ends them first, or the server would wait for them forever.
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const close of open) close();
  });

  app.get(
    '/api/helpDesk/answers/:ticketId/stream',
    {
      sse: true,
      schema: {
        tags: ['helpdesk'],
        security: bearerAuth,
        summary: 'Новые сообщения обращения по мере появления (text/event-stream, событие answer)',
        params: ticketIdParams,
        response: { 200: z.string().describe('text/event-stream'), ...errors(400, 401, 404) },
      },
      // The ticket is checked before the stream starts, so a stranger's id answers a plain 404.
      preHandler: async (request) => {
        await readTicket(ctx.db, request.params.ticketId, currentUser(request).id);
      },
    },
    async (request, reply) => {
      // Without `Accept: text/event-stream` the plugin hands the request over as it is: an empty stream that ends.
      if (!request.headers.accept?.includes('text/event-stream')) {
        return reply.type('text/event-stream').send(NOT_A_STREAM);
      }
      const sse = reply.sse;
      sse.keepAlive();
      const stop = publisher.subscribe(request.params.ticketId, (message) => {
        if (!sse.isConnected || message.internal) return;
        sse.send({ id: String(message.id), event: 'answer', data: message }).catch(() => sse.close());
      });
      const close = () => sse.close();
      open.add(close);
      sse.onClose(() => {
        stop();
        open.delete(close);
      });
      sse.sendHeaders();
      reply.raw.write(': connected\n\n');
    },
  );
}
