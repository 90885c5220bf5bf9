import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema } from '@cargo/domain';
import type { AppContext } from '../../../context.js';
import { errors } from '../../../http.js';
import { receiveCryptoPostback, receivePaymentNotification } from './receive-notification.js';

/** A notification is small; anything bigger is not one. */
const NOTIFICATION_BODY_LIMIT = 64 * 1024;
const providerParams = z.object({ provider: z.string().max(40) });

function incoming(request: FastifyRequest) {
  return {
    rawBody: typeof request.body === 'string' ? request.body : '',
    headers: request.headers,
    contentType: String(request.headers['content-type'] ?? ''),
    remoteAddress: request.ip,
  };
}

/**
 * The providers' notification routes (public: a provider has no token; what it says is verified instead). The body
 * is kept as the raw text it arrived as, JSON or form-urlencoded, because a signature covers bytes.
 */
export async function topUpWebhookRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    ['application/json', 'application/x-www-form-urlencoded'],
    { parseAs: 'string', bodyLimit: NOTIFICATION_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  const s = { tags: ['payments'] };

  app.post(
    '/api/payments/notifications/:provider',
    {
      schema: {
        ...s,
        summary:
          'Уведомление эквайринга о платеже (подпись песочницы или перечитывание платежа у провайдера)',
        params: providerParams,
        response: { 200: messageResponseSchema, ...errors(400, 413, 415) },
      },
    },
    async (request) => receivePaymentNotification(ctx, request.params.provider, incoming(request)),
  );

  app.post(
    '/api/crypto/postback/:provider',
    {
      schema: {
        ...s,
        summary: 'Постбэк криптопроцессинга (JWT-токен со счётом, затем перепроверка счёта)',
        params: providerParams,
        response: { 200: messageResponseSchema, ...errors(400, 413, 415) },
      },
    },
    async (request) => receiveCryptoPostback(ctx, request.params.provider, incoming(request)),
  );
}
