import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkResultSchema,
  createdIdSchema,
  idParam,
  idParams,
  messageResponseSchema,
  PAGE_SIZE_DEFAULT,
  PARCEL_MESSAGES,
  PARCEL_SORT_KEYS,
  parcelDataSchema,
  parcelIdsSchema,
  parcelListSchema,
  parcelOrderSchema,
  parcelStatusIdsQuery,
  parcelWithStatusSchema,
  virtualParcelSchema,
} from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, errors, pageQuery } from '../../http.js';
import { asJsonText } from '../../db/read/json-reply.js';
import { currentUser, readScope, signedInUserId } from '../../plugins/authenticate.js';
import { storageSettingsOf } from '../goods/index.js';
import { archiveParcels } from './archive-parcels.js';
import { changeVirtualGoods } from './change-virtual-goods.js';
import { createParcel } from './create-parcel.js';
import { createVirtualParcel } from './create-virtual-parcel.js';
import { deleteParcel } from './delete-parcel.js';
import { ownParcelDetails } from './details.js';
import { ownParcelPageText } from './parcel-page-text.js';
import { sendParcelToAssembly } from './send-parcel-to-assembly.js';
import { updateParcel } from './update-parcel.js';
import { updateParcelData } from './update-parcel-data.js';

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');
const version = { version: z.string().max(10).optional() };

/** The customer's parcels (spec section 7 "Parcels"): list, order form, virtual parcel, assembly, page, archive. */
export async function parcelCustomerRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);
  const s = { tags: ['parcels'], security: bearerAuth };

  app.get(
    '/api/client/my-parcels',
    {
      schema: {
        ...s,
        summary: 'Посылки клиента: statusId или statusCategoryIds (через запятую), ожидающие оплаты первыми',
        querystring: pageQuery(PAGE_SIZE_DEFAULT).extend({
          ...version,
          statusId: parcelStatusIdsQuery.optional(),
          statusCategoryIds: parcelStatusIdsQuery.optional(),
          isAwaitingPaymentOnTop: flag.optional(),
          sort: z.enum(PARCEL_SORT_KEYS).optional(),
          direction: z.enum(['asc', 'desc']).optional(),
        }),
        response: { 200: parcelListSchema, ...errors(400, 401) },
      },
      // Pages of 1,000 parcels (docs/decisions/038, 040): one statement (session, page, total, counters, the
      // rows' related parts), the rows' JSON written by PostgreSQL.
      config: { checksSessionInQuery: true },
    },
    async (request, reply) => {
      const q = request.query;
      const text = await ownParcelPageText(readScope(request, ctx.db), signedInUserId(request), {
        statusIds: q.statusId,
        categoryIds: q.statusCategoryIds,
        awaitingPaymentOnTop: q.isAwaitingPaymentOnTop,
        sort: q.sort,
        direction: q.direction,
        page: q.page,
        size: q.offset,
      });
      return asJsonText(reply, text);
    },
  );

  app.post(
    '/api/parcel/cl',
    {
      config: { idempotent: true },
      schema: {
        ...s,
        summary: 'Создать посылку из товаров на складе',
        body: parcelOrderSchema,
        response: { 201: createdIdSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const parcel = await createParcel(ctx.db, currentUser(request).id, request.body);
      return reply.status(201).send({ id: parcel.id, message: PARCEL_MESSAGES.created(parcel.id) });
    },
  );

  app.post(
    '/api/parcel/virtual',
    {
      config: { idempotent: true },
      schema: {
        ...s,
        summary: 'Создать виртуальную посылку (статус 9)',
        body: virtualParcelSchema,
        response: { 201: createdIdSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const parcel = await createVirtualParcel(ctx.db, currentUser(request).id, request.body);
      return reply.status(201).send({ id: parcel.id, message: PARCEL_MESSAGES.created(parcel.id) });
    },
  );

  const virtualGoods = {
    params: z.object({ parcelId: idParam, goodsId: idParam }),
    response: { 200: messageResponseSchema, ...errors(400, 401, 404, 409) },
  };
  app.put(
    '/api/parcel/virtual/:parcelId/goods/:goodsId',
    { schema: { ...s, summary: 'Добавить товар в виртуальную посылку', ...virtualGoods } },
    async (request) => {
      const { parcelId, goodsId } = request.params;
      await changeVirtualGoods(ctx.db, currentUser(request).id, parcelId, goodsId, 'add');
      return { message: PARCEL_MESSAGES.goodAdded };
    },
  );
  app.delete(
    '/api/parcel/virtual/:parcelId/goods/:goodsId',
    { schema: { ...s, summary: 'Убрать товар из виртуальной посылки', ...virtualGoods } },
    async (request) => {
      const { parcelId, goodsId } = request.params;
      await changeVirtualGoods(ctx.db, currentUser(request).id, parcelId, goodsId, 'remove');
      return { message: PARCEL_MESSAGES.goodRemoved };
    },
  );

  app.put(
    '/api/parcel/cl/send-on-assembly/:id',
    {
      // Decision 053: a retry after a lost answer gets the first answer, not a 409.
      config: { idempotent: true },
      schema: {
        ...s,
        summary: 'Отправить посылку на комплектацию (10 → 15)',
        params: idParams,
        response: { 200: messageResponseSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => {
      await sendParcelToAssembly(ctx.db, currentUser(request).id, request.params.id);
      return { message: PARCEL_MESSAGES.sentOnAssembly };
    },
  );

  app.put(
    '/api/parcel/cl/:id',
    {
      schema: {
        ...s,
        summary: 'Изменить посылку (данные и товары); виртуальная становится заявкой',
        params: idParams,
        body: parcelOrderSchema,
        response: { 200: messageResponseSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => {
      await updateParcel(ctx.db, currentUser(request).id, request.params.id, request.body);
      return { message: PARCEL_MESSAGES.updated };
    },
  );

  app.delete(
    '/api/parcel/cl/:id',
    {
      schema: {
        ...s,
        summary: 'Удалить посылку (товары возвращаются на склад)',
        params: idParams,
        response: { 200: messageResponseSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => {
      await deleteParcel(ctx.db, currentUser(request).id, request.params.id);
      return { message: PARCEL_MESSAGES.deleted };
    },
  );

  app.get(
    '/api/parcel/parcelWithStatus',
    {
      schema: {
        ...s,
        summary: 'Посылка со статусом, товарами, ценой, таможней и треком',
        querystring: z.object({ parcelId: idParam }),
        response: { 200: parcelWithStatusSchema, ...errors(400, 401, 404) },
      },
      config: { checksSessionInQuery: true },
    },
    async (request) => {
      const scope = readScope(request, ctx.db);
      const settings = storageSettingsOf(ctx.config);
      return ownParcelDetails(scope, ctx.rates, settings, signedInUserId(request), request.query.parcelId);
    },
  );

  app.put(
    '/api/parcel/parcelData/:parcelId',
    {
      schema: {
        ...s,
        summary: 'Изменить данные посылки (пока она заявка)',
        params: z.object({ parcelId: idParam }),
        querystring: z.object(version),
        body: parcelDataSchema,
        response: { 200: messageResponseSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => {
      await updateParcelData(ctx.db, currentUser(request).id, request.params.parcelId, request.body);
      return { message: PARCEL_MESSAGES.updated };
    },
  );

  app.put(
    '/api/parcel/archive',
    {
      schema: {
        ...s,
        summary: 'Архивировать посылки (установкой статуса)',
        body: parcelIdsSchema,
        response: { 200: bulkResultSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => archiveParcels(ctx.db, currentUser(request).id, request.body.parcelIds),
  );
}
