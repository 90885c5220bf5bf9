import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParam,
  ORDER_TYPE,
  ORDERS_PAGE_SIZE,
  orderResultSchema,
  orderSchema,
  readyOrderSchema,
  readyOrdersSchema,
} from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, errors, pageQuery } from '../../http.js';
import { currentUser, readScope, signedInUserId } from '../../plugins/authenticate.js';
import { commissionPercentOf } from './commission.js';
import { listReadyOrders } from './list-my-orders.js';
import { findOwnOrder, orderAnswer } from './queries.js';
import { cancelReadyOrder } from './cancel-ready-order.js';
import { createReadyOrder } from './create-ready-order.js';
import { sendReadyOrder } from './send-ready-order.js';
import { updateReadyOrder } from './update-ready-order.js';

const orderIdParams = z.object({ orderId: idParam });

/** Ready orders (spec section 7): one lot at 70 with the one-click parcel it becomes (decision 027). */
export async function readyOrderRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);
  const s = { tags: ['orders'], security: bearerAuth };
  const percent = () => commissionPercentOf(ctx.config);

  app.get(
    '/api/readyOrder/cl',
    {
      schema: {
        ...s,
        summary: 'Готовые заказы клиента, новые первыми',
        querystring: pageQuery(ORDERS_PAGE_SIZE),
        response: { 200: readyOrdersSchema, ...errors(400, 401) },
      },
      config: { checksSessionInQuery: true },
    },
    async (request) => {
      const { page, offset } = request.query;
      const scope = readScope(request, ctx.db);
      return listReadyOrders(scope, signedInUserId(request), { page, size: offset }, percent());
    },
  );

  app.post(
    '/api/readyOrder/cl',
    {
      config: { idempotent: true },
      schema: {
        ...s,
        summary: 'Создать готовый заказ: один лот (70) и данные посылки в один клик',
        body: readyOrderSchema,
        response: { 201: orderResultSchema, ...errors(400, 401, 402) },
      },
    },
    async (request, reply) => {
      const result = await createReadyOrder(ctx.db, currentUser(request).id, request.body, percent());
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/api/readyOrder/cl/order/:orderId',
    {
      schema: {
        ...s,
        summary: 'Отправить готовый заказ на выкуп (70 → 50), оплата юанями',
        params: orderIdParams,
        response: { 200: orderResultSchema, ...errors(400, 401, 402, 404, 409) },
      },
    },
    async (request) => sendReadyOrder(ctx.db, currentUser(request).id, request.params.orderId, percent()),
  );

  app.get(
    '/api/readyOrder/:orderId',
    {
      schema: {
        ...s,
        summary: 'Один готовый заказ клиента',
        params: orderIdParams,
        response: { 200: orderSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const row = await findOwnOrder(ctx.db, userId, request.params.orderId, ORDER_TYPE.READY);
      return orderAnswer(ctx.db, row, percent());
    },
  );

  app.put(
    '/api/readyOrder/:orderId',
    {
      schema: {
        ...s,
        summary: 'Изменить готовый заказ, пока он не отправлен на выкуп (70)',
        params: orderIdParams,
        body: readyOrderSchema,
        response: { 200: orderResultSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) =>
      updateReadyOrder(ctx.db, currentUser(request).id, request.params.orderId, request.body, percent()),
  );

  app.delete(
    '/api/readyOrder/:orderId',
    {
      schema: {
        ...s,
        summary: 'Удалить готовый заказ: лот отменяется, оплаченное возвращается',
        params: orderIdParams,
        response: { 200: orderResultSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => cancelReadyOrder(ctx.db, currentUser(request).id, request.params.orderId, percent()),
  );
}
