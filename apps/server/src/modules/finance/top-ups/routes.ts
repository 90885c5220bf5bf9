import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cardTopUpAnswerSchema,
  cardTopUpSchema,
  cryptoTopUpAnswerSchema,
  cryptoTopUpSchema,
  idParams,
  paymentProvidersSchema,
  resumeTopUpAnswerSchema,
  topUpPageSchema,
  topUpSchema,
} from '@cargo/domain';
import type { AppContext } from '../../../context.js';
import { bearerAuth, errors, pageQuery } from '../../../http.js';
import { currentUser, readScope, signedInUserId } from '../../../plugins/authenticate.js';
import { cancelTopUp } from './cancel-top-up.js';
import { createCardTopUp, createCryptoTopUp } from './create-top-up.js';
import { resumeTopUp } from './resume-top-up.js';
import { getMyTopUp, listMyTopUps } from './list-top-ups.js';

/** Spec section 9 has no page size for top-ups; 100 keeps the /finance list quick. */
export const TOP_UPS_PAGE_SIZE = 100;

/** The customer's top-ups: by card (a payment page in a popup) and by crypto (an invoice link). */
export async function topUpRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);
  const s = { tags: ['finance'], security: bearerAuth };

  app.post(
    '/api/client/top-ups',
    {
      config: { idempotent: true },
      schema: {
        ...s,
        summary: 'Пополнение картой: создаёт платёж и отвечает страницей оплаты для всплывающего окна',
        body: cardTopUpSchema,
        response: { 201: cardTopUpAnswerSchema, ...errors(400, 401) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCardTopUp(ctx, currentUser(request).id, request.body)),
  );

  app.post(
    '/api/crypto',
    {
      config: { idempotent: true },
      schema: {
        ...s,
        summary: 'Пополнение криптовалютой: создаёт счёт и отвечает ссылкой на оплату',
        body: cryptoTopUpSchema,
        response: { 201: cryptoTopUpAnswerSchema, ...errors(400, 401) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCryptoTopUp(ctx, currentUser(request).id, request.body)),
  );

  app.get(
    '/api/client/my-top-ups',
    {
      schema: {
        ...s,
        summary: 'Пополнения клиента, новые сначала',
        querystring: pageQuery(TOP_UPS_PAGE_SIZE),
        response: { 200: topUpPageSchema, ...errors(400, 401) },
      },
      // The finance page's list: the session check rides in its one statement.
      config: { checksSessionInQuery: true },
    },
    async (request) =>
      listMyTopUps(readScope(request, ctx.db), signedInUserId(request), {
        page: request.query.page,
        size: request.query.offset,
      }),
  );

  app.get(
    '/api/client/top-ups/:id',
    {
      schema: {
        ...s,
        summary: 'Одно пополнение (веб опрашивает его, пока открыто окно оплаты)',
        params: idParams,
        response: { 200: topUpSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => getMyTopUp(ctx, currentUser(request).id, request.params.id),
  );

  app.post(
    '/api/client/top-ups/:id/resume',
    {
      schema: {
        ...s,
        summary: 'Вернуться на страницу оплаты пополнения, которое ещё ждёт оплаты (409, если уже не ждёт)',
        params: idParams,
        response: { 200: resumeTopUpAnswerSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => resumeTopUp(ctx, currentUser(request).id, request.params.id),
  );

  app.post(
    '/api/client/top-ups/:id/cancel',
    {
      schema: {
        ...s,
        summary:
          'Отменить пополнение, которое ещё ждёт оплаты (деньги, пришедшие позже, всё равно зачисляются)',
        params: idParams,
        response: { 200: topUpSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => cancelTopUp(ctx, currentUser(request).id, request.params.id),
  );

  app.get(
    '/api/client/payment-providers',
    {
      schema: {
        ...s,
        summary:
          'Кто принимает оплату картой и криптовалютой (sandbox — тестовый режим, деньги не списываются)',
        response: { 200: paymentProvidersSchema, ...errors(401) },
      },
    },
    async () => ({
      card: ctx.config.payments?.card.kind ?? 'sandbox',
      crypto: ctx.config.payments?.crypto.kind ?? 'sandbox',
    }),
  );
}
