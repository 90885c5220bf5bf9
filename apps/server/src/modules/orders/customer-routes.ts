import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  confirmPriceQuerySchema,
  idParam,
  messageResponseSchema,
  myOrdersQuerySchema,
  myOrdersSchema,
  orderBulkResultSchema,
  orderBulkSchema,
  orderCreateSchema,
  orderPutSchema,
  orderResultSchema,
  orderSchema,
  unitPictureQuerySchema,
} from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, errors } from '../../http.js';
import { currentUser, readScope, signedInUserId } from '../../plugins/authenticate.js';
import { bulkUpdateOrders } from './bulk-update-orders.js';
import { commissionPercentOf } from './commission.js';
import { confirmPrice } from './confirm-price.js';
import { createOrder } from './create-order.js';
import { deleteLotPicture } from './delete-lot-picture.js';
import { editOrder } from './edit-order.js';
import { listMyOrders } from './list-my-orders.js';
import { readOrderPut } from './put-order-body.js';
import { findOwnOrder, orderAnswer } from './queries.js';
import { updateUnitStatuses } from './update-unit-statuses.js';

/** The customer's buyout orders (spec section 7 "Orders"); ready orders are in ready-order-routes.ts. */
export async function orderCustomerRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);
  const s = { tags: ['orders'], security: bearerAuth };
  const percent = () => commissionPercentOf(ctx.config);

  app.get(
    '/api/client/my-orders',
    {
      schema: {
        ...s,
        summary: 'Заказы клиента с лотами в статусе statusId (все без него), новые первыми, со счётчиками',
        querystring: myOrdersQuerySchema,
        response: { 200: myOrdersSchema, ...errors(400, 401) },
      },
      // The page, its lots, the counters and the session check in one statement.
      config: { checksSessionInQuery: true },
    },
    async (request) => {
      const { statusId, page, offset } = request.query;
      return listMyOrders(
        readScope(request, ctx.db),
        signedInUserId(request),
        { statusId, page, size: offset },
        percent(),
      );
    },
  );

  app.post(
    '/api/order',
    {
      config: { idempotent: true },
      schema: {
        ...s,
        summary: 'Создать заказ; лоты со statusId 50 сразу отправляются на выкуп и оплачиваются юанями',
        body: orderCreateSchema,
        response: { 201: orderResultSchema, ...errors(400, 401, 402) },
      },
    },
    async (request, reply) => {
      const result = await createOrder(ctx.db, currentUser(request).id, request.body, percent());
      return reply.status(201).send(result);
    },
  );

  app.put(
    '/api/order/bulk',
    {
      schema: {
        ...s,
        summary: 'Отправить новые лоты заказов на выкуп (50) или отменить лоты заказов (30)',
        body: orderBulkSchema,
        response: { 200: orderBulkResultSchema, ...errors(400, 401, 402, 404, 409) },
      },
    },
    async (request) => bulkUpdateOrders(ctx.db, currentUser(request).id, request.body, percent()),
  );

  app.put(
    '/api/order/orderUnit/price/confirm',
    {
      schema: {
        ...s,
        summary: 'Согласовать новую цену лота (20 → 50), доплата разницы юанями',
        querystring: confirmPriceQuerySchema,
        response: { 200: orderResultSchema, ...errors(400, 401, 402, 404, 409) },
      },
    },
    async (request) => confirmPrice(ctx.db, currentUser(request).id, request.query.orderUnitId, percent()),
  );

  app.delete(
    '/api/order/orderUnit/picture/:lotId',
    {
      schema: {
        ...s,
        summary: 'Удалить фото лота, который ещё можно редактировать (10/70)',
        params: z.object({ lotId: idParam }),
        querystring: unitPictureQuerySchema,
        response: { 200: messageResponseSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) =>
      deleteLotPicture(
        ctx.db,
        ctx.storage,
        currentUser(request).id,
        request.params.lotId,
        request.query.imageName,
      ),
  );

  app.get(
    '/api/order/:orderId',
    {
      schema: {
        ...s,
        summary: 'Один заказ клиента со всеми лотами',
        params: z.object({ orderId: idParam }),
        response: { 200: orderSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const row = await findOwnOrder(ctx.db, currentUser(request).id, request.params.orderId);
      return orderAnswer(ctx.db, row, percent());
    },
  );

  app.put(
    // The spec writes `{id}` here and `{orderId}` for the GET of the same path: one name, one path in the document.
    '/api/order/:orderId',
    {
      attachValidation: true,
      schema: {
        ...s,
        summary:
          'Статусы лотов ({id, orderUnits:[{id,statusId}]}: 30 отмена, 50 на выкуп или согласие с ценой) или правка новых лотов',
        params: z.object({ orderId: idParam }),
        body: orderPutSchema,
        response: { 200: orderResultSchema, ...errors(400, 401, 402, 404, 409) },
      },
    },
    async (request) => {
      if (request.validationError && request.validationError.validationContext !== 'body') {
        throw request.validationError;
      }
      const put = readOrderPut(request.body, !request.validationError);
      const userId = currentUser(request).id;
      const orderId = Number(request.params.orderId);
      return put.kind === 'statuses'
        ? updateUnitStatuses(ctx.db, userId, orderId, put.body, percent())
        : editOrder(ctx.db, userId, orderId, put.body, percent());
    },
  );
}
