import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COUNTRY, RECIPIENT_MESSAGES, recipientSchema } from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../errors.js';
import { bearerAuth, errors, pageQuery, pageResponse } from '../../http.js';
import { bearerToken, currentUser } from '../../plugins/authenticate.js';
import { createRecipientLink, isReceiverToken, readByLink, submitByLink } from './links.js';
import * as service from './service.js';
import { recipientResponse } from './view.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const linkView = z.object({
  id: z.number(),
  recipientClientDataStatus: z.object({ id: z.number(), title: z.string() }),
  expiresAt: z.string().optional(),
});
const SELF_FILL_COUNTRIES: number[] = [COUNTRY.RUSSIA, COUNTRY.BELARUS];

/** The receiver token of a self-fill link, when the request carries one instead of a customer's token. */
function receiverTokenOf(request: FastifyRequest): string | null {
  const token = bearerToken(request);
  return token && isReceiverToken(token) ? token : null;
}

export async function recipientRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Passport data must not stay in any cache between the customer and us.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  // Two calls also serve the self-fill page with its link token; everything else needs a customer.
  app.addHook('onRequest', async (request) => {
    if (receiverTokenOf(request) && request.routeOptions.config.allowReceiverToken) return;
    await app.authenticate(request);
  });
  const tags = ['recipients'];

  app.get(
    '/api/client/my-recipient-data',
    {
      schema: {
        tags,
        summary: 'Активные получатели клиента (isVerified=true — только подтверждённые)',
        security: bearerAuth,
        querystring: pageQuery(10000).extend({ isVerified: z.enum(['true', 'false']).optional() }),
        response: { 200: pageResponse(recipientResponse), ...errors(401) },
      },
    },
    async (request) =>
      service.listRecipients(ctx.db, currentUser(request).id, {
        archived: false,
        verifiedOnly: request.query.isVerified === 'true',
        page: request.query.page,
        size: request.query.offset,
      }),
  );

  app.get(
    '/api/recipient-client-data/archive',
    {
      schema: {
        tags,
        summary: 'Получатели в архиве',
        security: bearerAuth,
        querystring: pageQuery(4),
        response: { 200: pageResponse(recipientResponse), ...errors(401) },
      },
    },
    async (request) =>
      service.listRecipients(ctx.db, currentUser(request).id, {
        archived: true,
        page: request.query.page,
        size: request.query.offset,
      }),
  );

  app.get(
    '/api/recipient-client-data/token',
    {
      schema: {
        tags,
        summary: 'Ссылка, по которой получатель сам заполнит свои данные (24 часа, одно заполнение)',
        security: bearerAuth,
        response: {
          200: z.object({
            receiverToken: z.string(),
            recipientId: z.number(),
            expiresAt: z.string(),
            url: z.string(),
          }),
          ...errors(401),
        },
      },
    },
    async (request) => createRecipientLink(ctx, currentUser(request).id),
  );

  app.get(
    '/api/recipient-client-data/:id',
    {
      config: { allowReceiverToken: true },
      schema: {
        tags,
        summary: 'Получатель; по токену ссылки — только состояние и срок ссылки',
        security: bearerAuth,
        params: idParams,
        response: { 200: z.union([recipientResponse, linkView]), ...errors(401, 404) },
      },
    },
    async (request) => {
      const receiverToken = receiverTokenOf(request);
      if (receiverToken) return readByLink(ctx.db, receiverToken, request.params.id);
      return service.getRecipient(ctx.db, currentUser(request).id, request.params.id);
    },
  );

  app.post(
    '/api/recipient-client-data/cl',
    {
      config: { allowReceiverToken: true },
      schema: {
        tags,
        summary: 'Новый получатель (уходит на проверку); по токену ссылки — заполнение её получателя',
        security: bearerAuth,
        body: recipientSchema,
        response: { 201: z.union([recipientResponse, linkView]), ...errors(400, 401) },
      },
    },
    async (request, reply) => {
      const receiverToken = receiverTokenOf(request);
      if (receiverToken) {
        if (!SELF_FILL_COUNTRIES.includes(request.body.countryCode)) {
          throw badRequest('VALIDATION_ERROR', RECIPIENT_MESSAGES.countryRequired, {
            countryCode: RECIPIENT_MESSAGES.countryRequired,
          });
        }
        return reply.status(201).send(await submitByLink(ctx.db, receiverToken, request.body));
      }
      return reply
        .status(201)
        .send(await service.createRecipient(ctx.db, currentUser(request).id, request.body));
    },
  );

  app.put(
    '/api/recipient-client-data/cl/:id',
    {
      schema: {
        tags,
        summary: 'Изменение получателя (снова уходит на проверку)',
        security: bearerAuth,
        params: idParams,
        body: recipientSchema,
        response: { 200: recipientResponse, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) =>
      service.updateRecipient(ctx.db, currentUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/api/recipient-client-data/cl/:id',
    {
      schema: {
        tags,
        summary: 'Перемещение получателя в архив',
        security: bearerAuth,
        params: idParams,
        response: { 200: recipientResponse, ...errors(401, 404) },
      },
    },
    async (request) => service.setRecipientArchived(ctx.db, currentUser(request).id, request.params.id, true),
  );

  app.put(
    '/api/recipient-client-data/cl/:id/activate',
    {
      schema: {
        tags,
        summary: 'Возобновление получателя из архива',
        security: bearerAuth,
        params: idParams,
        response: { 200: recipientResponse, ...errors(401, 404) },
      },
    },
    async (request) =>
      service.setRecipientArchived(ctx.db, currentUser(request).id, request.params.id, false),
  );
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route also accepts a self-fill link's receiver token instead of a customer's access token. */
    allowReceiverToken?: boolean;
  }
}
