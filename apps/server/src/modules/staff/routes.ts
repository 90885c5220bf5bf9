import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recipientCancelSchema, RECIPIENT_STATUS_IDS } from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, errors, pageQuery, pageResponse } from '../../http.js';
import { currentUser } from '../../plugins/authenticate.js';
import { listRecipientsByStatus, reviewRecipient } from '../recipients/review.js';
import { recipientResponse } from '../recipients/view.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const staffRecipient = recipientResponse.extend({
  client: z.object({ id: z.number(), email: z.string(), name: z.string().nullable() }),
});

/** The staff desk. Every route answers 404 to anyone but staff, as if it did not exist. */
export async function staffRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticateStaff);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  const tags = ['staff'];

  app.get(
    '/api/staff/recipients',
    {
      schema: {
        tags,
        summary: 'Получатели в статусе (по умолчанию — на проверке)',
        security: bearerAuth,
        querystring: pageQuery(50).extend({
          status: z.coerce
            .number()
            .int()
            .refine((s) => (RECIPIENT_STATUS_IDS as readonly number[]).includes(s))
            .default(1),
        }),
        response: { 200: pageResponse(staffRecipient), ...errors(401, 404) },
      },
    },
    async (request) =>
      listRecipientsByStatus(ctx.db, request.query.status, request.query.page, request.query.offset),
  );

  app.put(
    '/api/staff/recipients/:id/confirm',
    {
      schema: {
        tags,
        summary: 'Подтвердить получателя',
        security: bearerAuth,
        params: idParams,
        response: { 200: recipientResponse, ...errors(401, 404, 409) },
      },
    },
    async (request) => reviewRecipient(ctx.db, currentUser(request).id, request.params.id, { confirm: true }),
  );

  app.put(
    '/api/staff/recipients/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Отклонить получателя с причиной, которую увидит клиент',
        security: bearerAuth,
        params: idParams,
        body: recipientCancelSchema,
        response: { 200: recipientResponse, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) =>
      reviewRecipient(ctx.db, currentUser(request).id, request.params.id, {
        confirm: false,
        reason: request.body.reason,
      }),
  );
}
