import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approvalPendingSchema,
  correctionAnswerSchema,
  correctionSchema,
  customerSearchSchema,
  idParam,
  idParams,
  PAGE_SIZE_DEFAULT,
  newPromoCodeSchema,
  staffCustomerPageSchema,
  staffCustomerSchema,
  staffPromoCodePageSchema,
  staffPromoCodeSchema,
  transactionPageSchema,
} from '@cargo/domain';
import type { TransactionPage } from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { asJsonText } from '../../db/read/json-reply.js';
import { plainScope } from '../../db/read/reader.js';
import { bearerAuth, errors, pageQuery } from '../../http.js';
import { staffActor } from '../../plugins/authenticate.js';
import { transactionPageJson } from './list-transactions.js';
import { createPromoCodeByStaff, deactivatePromoCode, listPromoCodes } from './staff-promo-codes.js';
import { correctBalance } from './correct-balance.js';
import { customerWithDebts, findCustomers, requireCustomer } from './desk-customers.js';

const customerParams = z.object({ customerId: idParam });
const STAFF_PAGE_SIZE = 50;

/** The finance desk: customers and their ledgers, corrections, promo codes. Staff only. */
export async function financeStaffRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticateStaff);
  const s = { tags: ['staff'], security: bearerAuth };

  app.get(
    '/api/staff/customers',
    {
      schema: {
        ...s,
        summary: 'Поиск клиента q: код (K0003), e-mail, имя, телефон или номер',
        querystring: pageQuery(STAFF_PAGE_SIZE).extend(customerSearchSchema.shape),
        response: { 200: staffCustomerPageSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const { q, page, offset } = request.query;
      return findCustomers(ctx.readDb, q, { page, size: offset });
    },
  );

  app.get(
    '/api/staff/customers/:customerId',
    {
      schema: {
        ...s,
        summary: 'Клиент, его счета и долги',
        params: customerParams,
        response: { 200: staffCustomerSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => customerWithDebts(ctx.db, request.params.customerId),
  );

  app.get(
    '/api/staff/customers/:customerId/transactions',
    {
      schema: {
        ...s,
        summary: 'Движения по счетам клиента, новые сначала',
        params: customerParams,
        querystring: pageQuery(PAGE_SIZE_DEFAULT),
        response: { 200: transactionPageSchema, ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const customer = await requireCustomer(ctx.db, request.params.customerId);
      const { page, offset } = request.query;
      const body = await transactionPageJson(plainScope(ctx.readDb), customer.id, { page, size: offset });
      return asJsonText<TransactionPage>(reply, body);
    },
  );

  app.post(
    '/api/staff/customers/:customerId/corrections',
    {
      schema: {
        ...s,
        summary:
          'Корректировка баланса: новая строка журнала с причиной, никогда не правка; выше порога четырёх глаз — ' +
          '202 и запрос на подтверждение другим сотрудником финансов',
        params: customerParams,
        body: correctionSchema,
        response: {
          200: correctionAnswerSchema,
          202: approvalPendingSchema,
          ...errors(400, 401, 402, 404, 503),
        },
      },
    },
    async (request, reply) => {
      const answer = await correctBalance(ctx, staffActor(request), request.params.customerId, request.body);
      return 'approval' in answer ? reply.status(202).send(answer) : answer;
    },
  );

  app.get(
    '/api/staff/promo-codes',
    {
      schema: {
        ...s,
        summary: 'Промокоды, новые сначала, с числом активаций',
        querystring: pageQuery(STAFF_PAGE_SIZE),
        response: { 200: staffPromoCodePageSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => listPromoCodes(ctx.readDb, { page: request.query.page, size: request.query.offset }),
  );

  app.post(
    '/api/staff/promo-codes',
    {
      schema: {
        ...s,
        summary:
          'Новый промокод: сумма в валюте или скидка 5/10/15 % на следующую посылку; код на сумму, выплаты по ' +
          'которому выше порога четырёх глаз или без ограничения активаций, — 202 и запрос на подтверждение',
        body: newPromoCodeSchema,
        response: {
          200: staffPromoCodeSchema,
          202: approvalPendingSchema,
          ...errors(400, 401, 404, 409, 503),
        },
      },
    },
    async (request, reply) => {
      const answer = await createPromoCodeByStaff(ctx, staffActor(request), request.body);
      return 'approval' in answer ? reply.status(202).send(answer) : answer;
    },
  );

  app.put(
    '/api/staff/promo-codes/:id/deactivate',
    {
      schema: {
        ...s,
        summary: 'Отключить промокод (активации остаются)',
        params: idParams,
        response: { 200: staffPromoCodeSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => deactivatePromoCode(ctx.db, staffActor(request), request.params.id),
  );
}
