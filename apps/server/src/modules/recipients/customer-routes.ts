import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParams,
  recipientLinkSchema,
  recipientLinkStateSchema,
  recipientResponseSchema,
  recipientSchema,
  recipientVersionQuery,
  selfFillResultSchema,
} from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, errors, pageQuery, pageResponse } from '../../http.js';
import { bearerToken, currentUser, readScope, signedInUserId } from '../../plugins/authenticate.js';
import { isReceiverToken } from './link-token.js';
import { createRecipientLink, readByLink, submitByLink } from './links.js';
import { getRecipient, listRecipients } from './list-recipients.js';
import { createRecipient, setRecipientArchived, updateRecipient } from './save-recipient.js';

/** The receiver token of a self-fill link, when the request carries one instead of a customer's token. */
function receiverTokenOf(request: FastifyRequest): string | null {
  const token = bearerToken(request);
  return token && isReceiverToken(token) ? token : null;
}

const tags = ['recipients'];
const page = (request: { query: { page: number; offset: number } }) => ({
  page: request.query.page,
  size: request.query.offset,
});

export async function recipientCustomerRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
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
  const secured = { tags, security: bearerAuth };

  app.get(
    '/api/client/my-recipient-data',
    {
      schema: {
        ...secured,
        summary: 'Активные получатели клиента (isVerified=true — только подтверждённые)',
        querystring: pageQuery(10000).extend({ isVerified: z.enum(['true', 'false']).optional() }),
        response: { 200: pageResponse(recipientResponseSchema), ...errors(400, 401) },
      },
      config: { checksSessionInQuery: true },
    },
    async (request) => {
      const options = {
        archived: false,
        verifiedOnly: request.query.isVerified === 'true',
        ...page(request),
      };
      return listRecipients(readScope(request, ctx.db), signedInUserId(request), options);
    },
  );

  app.get(
    '/api/recipient-client-data/archive',
    {
      schema: {
        ...secured,
        summary: 'Архив получателей клиента',
        querystring: pageQuery(4),
        response: { 200: pageResponse(recipientResponseSchema), ...errors(400, 401) },
      },
      config: { checksSessionInQuery: true },
    },
    async (request) => {
      const options = { archived: true, ...page(request) };
      return listRecipients(readScope(request, ctx.db), signedInUserId(request), options);
    },
  );

  app.get(
    '/api/recipient-client-data/token',
    {
      schema: {
        ...secured,
        summary: 'Ссылка, по которой получатель сам заполнит свои данные (24 часа, одно заполнение)',
        response: { 200: recipientLinkSchema, ...errors(401) },
      },
    },
    async (request) => createRecipientLink(ctx, currentUser(request).id),
  );

  app.get(
    '/api/recipient-client-data/:id',
    {
      config: { allowReceiverToken: true },
      schema: {
        ...secured,
        summary: 'Получатель; по токену ссылки — только состояние и срок ссылки',
        params: idParams,
        response: {
          200: z.union([recipientResponseSchema, recipientLinkStateSchema]),
          ...errors(400, 401, 404),
        },
      },
    },
    async (request) => {
      const receiverToken = receiverTokenOf(request);
      if (receiverToken) return readByLink(ctx.db, receiverToken, request.params.id);
      return getRecipient(ctx.db, currentUser(request).id, request.params.id);
    },
  );

  app.post(
    '/api/recipient-client-data/cl',
    {
      config: { allowReceiverToken: true, idempotent: true },
      schema: {
        ...secured,
        summary: 'Новый получатель (уходит на проверку); по токену ссылки — заполнение её получателя',
        body: recipientSchema,
        response: {
          201: z.union([recipientResponseSchema, selfFillResultSchema]),
          ...errors(400, 401),
        },
      },
    },
    async (request, reply) => {
      const receiverToken = receiverTokenOf(request);
      const saved = receiverToken
        ? await submitByLink(ctx.db, receiverToken, request.body)
        : await createRecipient(ctx.db, currentUser(request).id, request.body);
      return reply.status(201).send(saved);
    },
  );

  app.put(
    '/api/recipient-client-data/cl/:id',
    {
      schema: {
        ...secured,
        summary: 'Изменение получателя (снова уходит на проверку); updatedAt — версия, которую видел клиент',
        params: idParams,
        querystring: recipientVersionQuery,
        body: recipientSchema,
        response: { 200: recipientResponseSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) =>
      updateRecipient(
        ctx.db,
        currentUser(request).id,
        request.params.id,
        request.body,
        request.query.updatedAt,
      ),
  );

  app.delete(
    '/api/recipient-client-data/cl/:id',
    {
      schema: {
        ...secured,
        summary: 'Перемещение получателя в архив',
        params: idParams,
        response: { 200: recipientResponseSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => setRecipientArchived(ctx.db, currentUser(request).id, request.params.id, true),
  );

  app.put(
    '/api/recipient-client-data/cl/:id/activate',
    {
      schema: {
        ...secured,
        summary: 'Возобновление получателя из архива',
        params: idParams,
        response: { 200: recipientResponseSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => setRecipientArchived(ctx.db, currentUser(request).id, request.params.id, false),
  );
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route also accepts a self-fill link's receiver token instead of a customer's access token. */
    allowReceiverToken?: boolean;
  }
}
