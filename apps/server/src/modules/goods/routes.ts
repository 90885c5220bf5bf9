import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GOOD_SECTIONS,
  goodSchema,
  goodsCountersSchema,
  type GoodsCounters,
  readyGoodSchema,
  goodItemSchema,
  goodsCreateSchema,
  goodUpdateSchema,
  oneClickParcelSchema,
  PARCEL_MESSAGES,
  readyGoodCreateSchema,
  trackNumberSchema,
} from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, errors, pageQuery, pageResponse } from '../../http.js';
import { currentUser } from '../../plugins/authenticate.js';
import { addGoodToParcel, findOwnParcel, removeGoodFromParcel } from '../parcels/service.js';
import { acceptGood, cancelGood, returnGood } from './good-actions.js';
import { deleteGoodPicture } from './picture.js';
import { countGoodsByStatus, getGood, listGoods, trackRegistered, viewGoods } from './queries.js';
import {
  cancelReadyGood,
  createReadyGood,
  getReadyGood,
  listReadyGoods,
  updateReadyGood,
} from './ready-goods.js';
import { createGoods, updateGood } from './save-goods.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const statusList = z
  .string()
  .regex(/^\d+(,\d+)*$/)
  .transform((text) => text.split(',').map(Number));
const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

export async function goodsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);
  const tags = ['goods'];
  const s = { tags, security: bearerAuth };
  const userOf = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;

  app.get(
    '/api/client/my-goods',
    {
      schema: {
        ...s,
        summary: 'Товары клиента: statusId (через запятую) или section, isReady, parcelId, sort=name|date',
        querystring: pageQuery(1000).extend({
          statusId: statusList.optional(),
          section: z.enum(Object.keys(GOOD_SECTIONS) as [keyof typeof GOOD_SECTIONS]).optional(),
          isReady: booleanQuery.optional(),
          parcelId: z.coerce.number().int().positive().optional(),
          sort: z.enum(['name', 'date']).default('date'),
        }),
        response: { 200: pageResponse(goodSchema), ...errors(400, 401) },
      },
    },
    async (request) => {
      const q = request.query;
      return listGoods(ctx.db, userOf(request), {
        statusIds: q.statusId ?? (q.section ? [...GOOD_SECTIONS[q.section]] : undefined),
        isReady: q.isReady,
        parcelId: q.parcelId,
        sort: q.sort,
        page: q.page,
        size: q.offset,
      });
    },
  );

  app.get(
    '/api/client/my-goods/counters',
    {
      schema: {
        ...s,
        summary: 'Число товаров в каждом разделе (для вкладок и значка в меню)',
        response: { 200: goodsCountersSchema, ...errors(401) },
      },
    },
    async (request) => {
      const byStatus = await countGoodsByStatus(ctx.db, userOf(request));
      return Object.fromEntries(
        Object.entries(GOOD_SECTIONS).map(([section, ids]) => [
          section,
          ids.reduce((n, id) => n + (byStatus[id] ?? 0), 0),
        ]),
      ) as GoodsCounters;
    },
  );

  app.post(
    '/api/goods/create',
    {
      schema: {
        ...s,
        summary: 'Регистрация товаров по китайскому трек-номеру',
        body: goodsCreateSchema,
        response: { 201: pageResponse(goodSchema), ...errors(400, 401) },
      },
    },
    async (request, reply) => {
      const rows = await createGoods(
        ctx.db,
        userOf(request),
        request.body.incomingDeclaration,
        request.body.goods,
      );
      const data = await viewGoods(ctx.db, rows);
      return reply.status(201).send({ data, totalElements: data.length, totalPages: 0, page: 1 });
    },
  );

  app.get(
    '/api/goods/incomingDeclaration/check',
    {
      schema: {
        ...s,
        summary: 'Зарегистрирован ли уже трек-номер у клиента (goodId — не считать этот товар)',
        querystring: z.object({
          incomingDeclaration: trackNumberSchema,
          clientId: z.coerce.number().int().optional(),
          goodId: z.coerce.number().int().optional(),
        }),
        response: { 200: z.object({ exists: z.boolean() }), ...errors(400, 401) },
      },
    },
    async (request) => ({
      exists: await trackRegistered(
        ctx.db,
        userOf(request),
        request.query.incomingDeclaration,
        request.query.goodId,
      ),
    }),
  );

  for (const path of ['/api/goods/cl/:id', '/api/goods/:id']) {
    app.get(
      path,
      {
        schema: {
          ...s,
          summary: 'Товар',
          params: idParams,
          response: { 200: goodSchema, ...errors(401, 404) },
        },
      },
      async (request) => getGood(ctx.db, userOf(request), request.params.id),
    );
  }

  app.put(
    '/api/goods/cl/:id',
    {
      schema: {
        ...s,
        summary: 'Изменение товара (неопознанный груз переходит в «Ожидается»)',
        params: idParams,
        body: goodUpdateSchema,
        response: { 200: goodSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const userId = userOf(request);
      await updateGood(ctx.db, userId, request.params.id, request.body.incomingDeclaration, request.body);
      return getGood(ctx.db, userId, request.params.id);
    },
  );

  /** A customer's action that moves a good to another status and answers the good as it is now. */
  const statusAction = (
    method: 'POST' | 'DELETE',
    path: string,
    summary: string,
    action: (db: typeof ctx.db, userId: number, id: number) => Promise<unknown>,
  ) =>
    app.route({
      method,
      url: path,
      schema: { ...s, summary, params: idParams, response: { 200: goodSchema, ...errors(401, 404, 409) } },
      handler: async (request) => {
        const userId = userOf(request);
        await action(ctx.db, userId, request.params.id);
        return getGood(ctx.db, userId, request.params.id);
      },
    });
  statusAction(
    'DELETE',
    '/api/goods/cl/:id',
    'Удаление товара, ещё не принятого складом (уходит в архив)',
    cancelGood,
  );
  statusAction('POST', '/api/goods/cl/accept/:id', 'Принять груз, отмеченный складом', acceptGood);
  statusAction('POST', '/api/goods/cl/return/:id', 'Вернуть груз отправителю', returnGood);
  statusAction('POST', '/api/goods/return/:id', 'Вернуть груз отправителю', returnGood);

  app.delete(
    '/api/goods/picture/:goodId',
    {
      schema: {
        ...s,
        summary: 'Удалить фото товара',
        params: z.object({ goodId: z.coerce.number().int().positive() }),
        querystring: z.object({
          imageName: z.string().min(1),
          goodsImageFieldName: z.literal('picture').default('picture'),
        }),
        response: { 204: z.null(), ...errors(401, 404) },
      },
    },
    async (request, reply) => {
      await deleteGoodPicture(
        ctx.db,
        ctx.storage,
        userOf(request),
        request.params.goodId,
        request.query.imageName,
      );
      return reply.status(204).send(null);
    },
  );

  const membership = {
    params: z.object({ parcelId: z.coerce.number().int().positive() }),
    querystring: z.object({ goodId: z.coerce.number().int().positive() }),
    response: { 200: z.object({ message: z.string() }), ...errors(401, 404, 409) },
  };
  app.put(
    '/api/client/add-good-to-parcel/:parcelId',
    { schema: { ...s, summary: 'Добавить товар в посылку', ...membership } },
    async (request) => {
      await addGoodToParcel(ctx.db, userOf(request), request.params.parcelId, request.query.goodId);
      return { message: PARCEL_MESSAGES.goodAdded };
    },
  );
  app.put(
    '/api/client/remove-good-from-parcel/:parcelId',
    { schema: { ...s, summary: 'Убрать товар из посылки', ...membership } },
    async (request) => {
      await removeGoodFromParcel(ctx.db, userOf(request), request.params.parcelId, request.query.goodId);
      return { message: PARCEL_MESSAGES.goodRemoved };
    },
  );

  app.get(
    '/api/goods/parcel/:parcelId',
    {
      schema: {
        ...s,
        summary: 'Товары посылки',
        params: z.object({ parcelId: z.coerce.number().int().positive() }),
        response: { 200: pageResponse(goodSchema), ...errors(401, 404) },
      },
    },
    async (request) => {
      const userId = userOf(request);
      await findOwnParcel(ctx.db, userId, request.params.parcelId);
      return listGoods(ctx.db, userId, { parcelId: request.params.parcelId, page: 1, size: 100000 });
    },
  );

  // Ready goods: one good sent on in one click together with its parcel.
  app.post(
    '/api/readyGoods/cl',
    {
      schema: {
        ...s,
        tags: ['ready goods'],
        summary: 'Товар и посылка в один клик',
        body: readyGoodCreateSchema,
        response: { 201: readyGoodSchema, ...errors(400, 401) },
      },
    },
    async (request, reply) => {
      const { incomingDeclaration, goods, parcelData: data } = request.body;
      return reply
        .status(201)
        .send(await createReadyGood(ctx.db, userOf(request), incomingDeclaration, goods[0]!, data));
    },
  );

  app.get(
    '/api/readyGoods',
    {
      schema: {
        ...s,
        tags: ['ready goods'],
        summary: 'Товары, отправляемые в один клик',
        querystring: z.object({
          statusId: statusList.optional(),
          offset: z.coerce.number().int().min(1).max(100000).default(100),
        }),
        response: { 200: pageResponse(readyGoodSchema), ...errors(401) },
      },
    },
    async (request) => listReadyGoods(ctx.db, userOf(request), request.query.statusId, request.query.offset),
  );

  app.get(
    '/api/readyGoods/:id',
    {
      schema: {
        ...s,
        tags: ['ready goods'],
        summary: 'Товар в один клик с данными посылки',
        params: idParams,
        response: { 200: readyGoodSchema, ...errors(401, 404) },
      },
    },
    async (request) => getReadyGood(ctx.db, userOf(request), request.params.id),
  );

  app.put(
    '/api/readyGoods/:id',
    {
      schema: {
        ...s,
        tags: ['ready goods'],
        summary: 'Изменение товара в один клик и его посылки',
        params: idParams,
        body: z.object({
          incomingDeclaration: trackNumberSchema,
          goods: goodItemSchema,
          parcelData: oneClickParcelSchema,
        }),
        response: { 200: readyGoodSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) =>
      updateReadyGood(
        ctx.db,
        userOf(request),
        request.params.id,
        request.body.incomingDeclaration,
        request.body.goods,
        request.body.parcelData,
      ),
  );

  app.put(
    '/api/readyGoods/goods/:id',
    {
      schema: {
        ...s,
        tags: ['ready goods'],
        summary: 'Изменение только товара в один клик',
        params: idParams,
        body: goodUpdateSchema,
        response: { 200: readyGoodSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) =>
      updateReadyGood(
        ctx.db,
        userOf(request),
        request.params.id,
        request.body.incomingDeclaration,
        request.body,
        null,
      ),
  );

  app.delete(
    '/api/readyGoods/:id',
    {
      schema: {
        ...s,
        tags: ['ready goods'],
        summary: 'Отмена товара в один клик и его посылки',
        params: idParams,
        response: { 204: z.null(), ...errors(401, 404, 409) },
      },
    },
    async (request, reply) => {
      await cancelReadyGood(ctx.db, userOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
