import type { FastifyInstance } from 'fastify';
import fastifySse from '@fastify/sse';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { bearerAuth, errors } from '../../http.js';
import { currentUser } from '../../plugins/authenticate.js';
import { findOpenSession, openSessionIds } from '../auth/index.js';
import { createLiveStreams, type StreamEnd } from './live-streams.js';
import { ticketIdParams } from './params.js';
import type { AnswerPublisher } from './publisher.js';
import { readTicket } from './queries.js';

/** A comment line every 25 s keeps proxies and the browser from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;

/** How often the streams' sessions are checked in the database, in case an announced sign-out never arrived. */
export const SESSION_SWEEP_MS = 60_000;

const NOT_A_STREAM = ': send Accept: text/event-stream to follow the answers\n\n';

/**
 * `GET /api/helpDesk/answers/{ticketId}/stream` (decision 028): the customer's open chat gets each new message it
 * may see as an `answer` event (a ticketMessageSchema JSON), and each status change without a message (a close) as
 * a `status` event (ticketStatusEventSchema, decision 053), through @fastify/sse. The web reads it with fetch
 * streaming (the Authorization header), and polls the answers when the stream ends or breaks.
 *
 * A stream lives no longer than its session (decision 047): it is closed when the session ends (the announcement
 * on `ctx.sessionEnds`, from any instance), no answer is sent before the session is checked open, and the
 * instance's streams are swept every `SESSION_SWEEP_MS`. A person holds at most `STREAMS_PER_USER` of them.
 */
export async function helpdeskStreamRoutes(
  fastify: FastifyInstance,
  { ctx, publisher }: { ctx: AppContext; publisher: AnswerPublisher },
) {
  // A CommonJS plugin: fastify-plugin sets its `default` to itself, which is what TypeScript sees.
  await fastify.register(fastifySse.default, { heartbeatInterval: HEARTBEAT_MS });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);

  const streams = createLiveStreams();
  const stopListening = ctx.sessionEnds.subscribe((ended) => streams.end(ended));
  const sweep = setInterval(() => {
    streams
      .sweep((ids) => openSessionIds(ctx.db, ids))
      .catch((error: unknown) => ctx.log?.warn({ err: error }, 'help-desk streams: session sweep failed'));
  }, SESSION_SWEEP_MS);
  sweep.unref();
  // Streams are held open: closing the app ends them first, or the server would wait for them forever.
  app.addHook('preClose', async () => {
    clearInterval(sweep);
    stopListening();
    streams.closeAll();
  });

  app.get(
    '/api/helpDesk/answers/:ticketId/stream',
    {
      sse: true,
      schema: {
        tags: ['helpdesk'],
        security: bearerAuth,
        summary: 'Новые сообщения и смена статуса обращения (text/event-stream, события answer и status)',
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
      const { id: userId, sessionId } = currentUser(request);
      const sse = reply.sse;
      sse.keepAlive();
      const end = (reason: StreamEnd) => {
        if (!sse.isConnected) return;
        reply.raw.write(`: closed: ${reason}\n\n`);
        sse.close();
      };
      // Answers go out one after another, each only once its session is known to be open still.
      let sending = Promise.resolve();
      const send = async (event: { id?: string; event: string; data: unknown }) => {
        if (!sse.isConnected) return;
        if (!(await findOpenSession(ctx.db, sessionId, userId))) return end('session ended');
        if (sse.isConnected) await sse.send(event);
      };
      const queue = (event: { id?: string; event: string; data: unknown }) => {
        sending = sending.then(() => send(event)).catch(() => sse.close());
      };
      const { ticketId } = request.params;
      const stopAnswers = publisher.subscribe(ticketId, (message) => {
        if (!message.internal) queue({ id: String(message.id), event: 'answer', data: message });
      });
      // A close (the staff's, the auto-close) or another status change without a message (decision 053).
      const stopStatuses = publisher.subscribeStatus(ticketId, (change) =>
        queue({ event: 'status', data: change }),
      );
      const release = streams.open({ userId, sessionId, end });
      sse.onClose(() => {
        stopAnswers();
        stopStatuses();
        release();
      });
      sse.sendHeaders();
      reply.raw.write(': connected\n\n');
    },
  );
}
