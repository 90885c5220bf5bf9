import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  conversionAnswerSchema,
  conversionSchema,
  currencyRatesSchema,
  myDiscountSchema,
  PAGE_SIZE_ALL,
  PROMO_MESSAGES,
  promoCodeAnswerSchema,
  promoCodeSchema,
  transactionPageSchema,
  transactionsQuerySchema,
} from '@cargo/domain';
import type { TransactionPage } from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { asJsonText } from '../../db/read/json-reply.js';
import { bearerAuth, errors, pageQuery } from '../../http.js';
import { currentUser, readScope, signedInUserId } from '../../plugins/authenticate.js';
import { convert } from './convert.js';
import { transactionPageJson } from './list-transactions.js';
import { readsInChunks, transactionPageStream } from './stream-transactions.js';
import { heldDiscount } from './held-discount.js';
import { redeemPromoCode } from './redeem-promo-code.js';
import { appliedRates, publicRates } from './rates.js';

/** The customer's money: the ledger, rates, conversion, promo codes and the discount they give. */
export async function financeCustomerRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const s = { tags: ['finance'], security: bearerAuth };

  app.get(
    '/api/currency-rate',
    {
      schema: {
        tags: ['finance'],
        summary: 'Курсы валют: официальный и с наценкой сервиса (рублей за единицу)',
        response: { 200: currencyRatesSchema },
      },
    },
    async () => publicRates(ctx.db, ctx.rates),
  );

  app.register(async (client) => {
    const app = client.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.authenticate);

    app.get(
      '/api/client/my-transactions',
      {
        schema: {
          ...s,
          summary: 'Движения по счетам клиента, новые сначала (все сразу: offset=100000)',
          querystring: pageQuery(PAGE_SIZE_ALL).extend(transactionsQuerySchema.shape),
          response: { 200: transactionPageSchema, ...errors(400, 401) },
        },
        config: { checksSessionInQuery: true },
      },
      async (request, reply) => {
        const { page, offset, currency } = request.query;
        const scope = readScope(request, ctx.db);
        const userId = signedInUserId(request);
        if (readsInChunks({ page, size: offset })) {
          // The whole ledger at once: streamed in chunks, each its own statement, so it never holds the database
          // (PGlite's one connection) for the whole page while other requests wait.
          const stream = await transactionPageStream(scope, userId, { page, size: offset }, currency);
          return asJsonText<TransactionPage>(reply, stream);
        }
        const body = await transactionPageJson(scope, userId, { page, size: offset }, currency);
        // Built by PostgreSQL in the schema's shape: sent as it is, not parsed and serialised again.
        return asJsonText<TransactionPage>(reply, body);
      },
    );

    app.post(
      '/api/client/conversions',
      {
        config: { idempotent: true },
        schema: {
          ...s,
          summary: 'Конвертация между счетами клиента по курсу с наценкой',
          body: conversionSchema,
          response: { 200: conversionAnswerSchema, ...errors(400, 401, 402, 409, 503) },
        },
      },
      async (request) => {
        const rates = await appliedRates(ctx.db, ctx.rates);
        const userId = currentUser(request).id;
        return ctx.db.transaction((tx) => convert(tx, rates, { userId, ...request.body }));
      },
    );

    app.post(
      '/api/promoCode/:promoCode',
      {
        schema: {
          ...s,
          summary: 'Активация промокода: сумма на счёт или скидка на следующую посылку',
          params: promoCodeSchema,
          response: { 200: promoCodeAnswerSchema, ...errors(400, 401, 404, 409) },
        },
      },
      async (request) => {
        const userId = currentUser(request).id;
        const result = await ctx.db.transaction((tx) =>
          redeemPromoCode(tx, userId, request.params.promoCode),
        );
        return { message: PROMO_MESSAGES.activated, ...result };
      },
    );

    app.get(
      '/api/client/my-discount',
      {
        schema: {
          ...s,
          summary: 'Скидка по промокоду, ожидающая следующую посылку',
          response: { 200: myDiscountSchema, ...errors(401) },
        },
      },
      async (request) => heldDiscount(ctx.db, currentUser(request).id),
    );
  });
}
