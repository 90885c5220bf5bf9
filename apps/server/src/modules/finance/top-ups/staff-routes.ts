import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  approvalPendingSchema,
  deskCountersSchema,
  deskSearchQuery,
  idParams,
  staffRefundAnswerSchema,
  staffTopUpPageSchema,
  staffTopUpsQuerySchema,
} from '@cargo/domain';
import type { AppContext } from '../../../context.js';
import { bearerAuth, errors, pageQuery } from '../../../http.js';
import { staffActor } from '../../../plugins/authenticate.js';
import { listStaffTopUps, topUpDeskCounters } from './list-top-ups.js';
import { recheckRefund } from './recheck-refund.js';
import { refundTopUp } from './refund-top-up.js';
import { TOP_UPS_PAGE_SIZE } from './routes.js';

/**
 * The finance desk's top-ups: every customer's, the refund of a card top-up and the re-check of a refund in
 * processing. Staff only (404 to others).
 */
export async function topUpStaffRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticateStaff);
  const s = { tags: ['staff'], security: bearerAuth };

  app.get(
    '/api/staff/top-ups',
    {
      schema: {
        ...s,
        summary: 'Пополнения всех клиентов с e-mail клиента, новые сначала; statusId — фильтр, q — поиск',
        querystring: pageQuery(TOP_UPS_PAGE_SIZE)
          .extend(staffTopUpsQuerySchema.shape)
          .extend(deskSearchQuery.shape),
        response: { 200: staffTopUpPageSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const { statusId, q, page, offset } = request.query;
      return listStaffTopUps(ctx, { statusId, q }, { page, size: offset });
    },
  );

  app.get(
    '/api/staff/top-ups/counters',
    {
      schema: {
        ...s,
        summary: 'Сколько пополнений в каждом статусе (с поиском q — сколько найдено)',
        querystring: deskSearchQuery,
        response: { 200: deskCountersSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => topUpDeskCounters(ctx.readDb, request.query.q),
  );

  app.post(
    '/api/staff/top-ups/:id/refund',
    {
      schema: {
        ...s,
        summary:
          'Вернуть зачисленное пополнение картой на карту (списывает зачисление; 402, если потрачено; без ответа ' +
          'эквайринга — «Возврат в обработке»); выше порога четырёх глаз — 202 и запрос на подтверждение)',
        params: idParams,
        response: {
          200: staffRefundAnswerSchema,
          202: approvalPendingSchema,
          ...errors(401, 402, 404, 409, 503),
        },
      },
    },
    async (request, reply) => {
      const answer = await refundTopUp(ctx, staffActor(request), request.params.id);
      return 'approval' in answer ? reply.status(202).send(answer) : answer;
    },
  );

  app.post(
    '/api/staff/top-ups/:id/refund/recheck',
    {
      schema: {
        ...s,
        summary: 'Проверить возврат в обработке у эквайринга (отказ возвращает зачисление один раз)',
        params: idParams,
        response: { 200: staffRefundAnswerSchema, ...errors(401, 404, 409) },
      },
    },
    async (request) => recheckRefund(ctx, staffActor(request), request.params.id),
  );
}
