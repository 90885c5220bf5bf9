import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deadLetterPageSchema, idParams, NOTIFICATION_MESSAGES, PAGE_SIZE_DEFAULT } from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, errors, messageResponse, pageQuery } from '../../http.js';
import { staffActor } from '../../plugins/authenticate.js';
import { listDeadLetters, retryDeadLetter } from './dead-letters.js';

/** The staff's dead letters: deliveries that failed every attempt, and sending one again. */
export async function notificationStaffRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const s = { tags: ['staff-notifications'], security: bearerAuth };
  app.addHook('onRequest', app.authenticateStaff);

  app.get(
    '/api/staff/notifications/dead-letters',
    {
      schema: {
        ...s,
        summary: 'Недоставленные уведомления (все попытки исчерпаны)',
        querystring: pageQuery(PAGE_SIZE_DEFAULT),
        response: { 200: deadLetterPageSchema, ...errors(400, 401) },
      },
    },
    async (request) => listDeadLetters(ctx.readDb, { page: request.query.page, size: request.query.offset }),
  );

  app.post(
    '/api/staff/notifications/dead-letters/:id/retry',
    {
      schema: {
        ...s,
        summary: 'Отправить недоставленное уведомление ещё раз',
        params: idParams,
        response: { 200: messageResponse, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      await ctx.db.transaction((tx) => retryDeadLetter(tx, staffActor(request), request.params.id));
      return { message: NOTIFICATION_MESSAGES.deadLetterRetried };
    },
  );
}
