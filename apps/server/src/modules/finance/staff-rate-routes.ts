import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approvalPendingSchema,
  CURRENCY_CCYS,
  marginUpdateSchema,
  RATE_HISTORY_PAGE_SIZE,
  rateChangePageSchema,
  rateUpdateSchema,
  staffRatesSchema,
} from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, errors, pageQuery } from '../../http.js';
import { staffActor } from '../../plugins/authenticate.js';
import { rateHistory } from './rate-history.js';
import { staffRates } from './rates.js';
import { setMarginPercent } from './set-margin-percent.js';
import { setTableRate } from './set-table-rate.js';

const historyQuery = pageQuery(RATE_HISTORY_PAGE_SIZE);

/** The finance desk's rates: the table and the margin, their changes, and every value each took (decision 049). */
export async function financeRateRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticateStaff);
  const s = { tags: ['staff'], security: bearerAuth };
  const currencyParams = z.object({ currency: z.enum(CURRENCY_CCYS) });

  app.get(
    '/api/staff/currency-rates',
    {
      schema: {
        ...s,
        summary: 'Таблица курсов и наценка',
        response: { 200: staffRatesSchema, ...errors(401, 404) },
      },
    },
    async () => staffRates(ctx.db, ctx.rates.kind),
  );

  app.put(
    '/api/staff/currency-rates/:currency',
    {
      schema: {
        ...s,
        summary:
          'Курс валюты во встроенной таблице (рублей за единицу; рубль всегда 1); сдвиг больше ' +
          'RATE_APPROVAL_PERCENT — 202 и запрос на подтверждение другим сотрудником финансов',
        params: currencyParams,
        body: rateUpdateSchema,
        response: { 200: staffRatesSchema, 202: approvalPendingSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const pending = await setTableRate(
        ctx,
        staffActor(request),
        request.params.currency,
        request.body.rate,
      );
      return pending ? reply.status(202).send(pending) : staffRates(ctx.db, ctx.rates.kind);
    },
  );

  app.get(
    '/api/staff/currency-rates/:currency/history',
    {
      schema: {
        ...s,
        summary: 'Все значения курса валюты во встроенной таблице: было → стало, кто и когда, новые сначала',
        params: currencyParams,
        querystring: historyQuery,
        response: { 200: rateChangePageSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const { currency } = request.params;
      const { page, offset } = request.query;
      // The rouble is always 1: it has no history.
      if (currency === 'RUB') return { data: [], totalElements: 0, totalPages: 0, page };
      return rateHistory(ctx.db, currency, { page, size: offset });
    },
  );

  app.put(
    '/api/staff/finance-settings/margin',
    {
      schema: {
        ...s,
        summary: 'Наценка сервиса над официальным курсом, %',
        body: marginUpdateSchema,
        response: { 200: staffRatesSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      await setMarginPercent(ctx.db, staffActor(request), request.body.marginPercent);
      return staffRates(ctx.db, ctx.rates.kind);
    },
  );

  app.get(
    '/api/staff/finance-settings/margin/history',
    {
      schema: {
        ...s,
        summary: 'Все значения наценки: было → стало, кто и когда, новые сначала',
        querystring: historyQuery,
        response: { 200: rateChangePageSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) =>
      rateHistory(ctx.db, 'margin', { page: request.query.page, size: request.query.offset }),
  );
}
