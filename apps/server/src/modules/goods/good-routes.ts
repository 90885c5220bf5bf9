import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { goodSchema, goodsCreateSchema, goodUpdateSchema, idParams } from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { paginateArray } from '../../db/paginate.js';
import { bearerAuth, errors, pageResponse } from '../../http.js';
import { currentUser } from '../../plugins/authenticate.js';
import { createGoods } from './create-goods.js';
import { getGood, viewGood, viewGoods } from './queries.js';
import { updateGood } from './update-good.js';
import { storageSettingsOf } from './storage-settings.js';

export async function goodRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const settings = storageSettingsOf(ctx.config);
  app.addHook('onRequest', app.authenticate);
  const s = { tags: ['goods'], security: bearerAuth };

  app.post(
    '/api/goods/create',
    {
      config: { idempotent: true },
      schema: {
        ...s,
        summary: 'Регистрация товаров по китайскому трек-номеру',
        body: goodsCreateSchema,
        response: { 201: pageResponse(goodSchema), ...errors(400, 401) },
      },
    },
    async (request, reply) => {
      const { incomingDeclaration, goods } = request.body;
      const rows = await createGoods(ctx.db, currentUser(request).id, incomingDeclaration, goods);
      const data = await viewGoods(ctx.db, rows, settings);
      return reply.status(201).send(paginateArray(data, { page: 1, size: Math.max(data.length, 1) }));
    },
  );

  for (const path of ['/api/goods/cl/:id', '/api/goods/:id']) {
    app.get(
      path,
      {
        schema: {
          ...s,
          summary: 'Товар',
          params: idParams,
          response: { 200: goodSchema, ...errors(400, 401, 404) },
        },
      },
      async (request) => getGood(ctx.db, currentUser(request).id, request.params.id, settings),
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
      const { incomingDeclaration, ...item } = request.body;
      const row = await updateGood(
        ctx.db,
        currentUser(request).id,
        request.params.id,
        incomingDeclaration,
        item,
      );
      return viewGood(ctx.db, row, settings);
    },
  );
}
