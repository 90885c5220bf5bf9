import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  goodUpdateSchema,
  idParams,
  readyGoodCreateSchema,
  readyGoodSchema,
  statusIdsQuery,
  readyGoodUpdateSchema,
} from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, errors, pageQuery, pageResponse } from '../../http.js';
import { currentUser } from '../../plugins/authenticate.js';
import { cancelReadyGood } from './cancel-ready-good.js';
import { createReadyGood } from './create-ready-good.js';
import { storageSettingsOf } from '../goods/index.js';
import { getReadyGood, listReadyGoods } from './ready-goods.js';
import { updateReadyGood } from './update-ready-good.js';

/** The spec's page size of the ready goods list. */
const READY_GOODS_PAGE_SIZE = 100;

export async function readyGoodsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const settings = storageSettingsOf(ctx.config);
  app.addHook('onRequest', app.authenticate);
  const s = { tags: ['ready goods'], security: bearerAuth };

  app.post(
    '/api/readyGoods/cl',
    {
      config: { idempotent: true },
      schema: {
        ...s,
        summary: 'Товар и посылка в один клик',
        body: readyGoodCreateSchema,
        response: { 201: readyGoodSchema, ...errors(400, 401) },
      },
    },
    async (request, reply) => {
      const { incomingDeclaration, goods, parcelData } = request.body;
      const ready = await createReadyGood(
        ctx.db,
        currentUser(request).id,
        incomingDeclaration,
        goods[0]!,
        parcelData,
        settings,
      );
      return reply.status(201).send(ready);
    },
  );

  app.get(
    '/api/readyGoods',
    {
      schema: {
        ...s,
        summary: 'Товары, отправляемые в один клик (новые сначала)',
        querystring: pageQuery(READY_GOODS_PAGE_SIZE).extend({ statusId: statusIdsQuery.optional() }),
        response: { 200: pageResponse(readyGoodSchema), ...errors(400, 401) },
      },
    },
    async (request) => {
      const { statusId, page, offset } = request.query;
      return listReadyGoods(ctx.db, currentUser(request).id, statusId, { page, size: offset }, settings);
    },
  );

  app.get(
    '/api/readyGoods/:id',
    {
      schema: {
        ...s,
        summary: 'Товар в один клик с данными посылки',
        params: idParams,
        response: { 200: readyGoodSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => getReadyGood(ctx.db, currentUser(request).id, request.params.id, settings),
  );

  app.put(
    '/api/readyGoods/:id',
    {
      schema: {
        ...s,
        summary: 'Изменение товара в один клик и его посылки (пока посылка — заявка)',
        params: idParams,
        body: readyGoodUpdateSchema,
        response: { 200: readyGoodSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const { incomingDeclaration, goods, parcelData } = request.body;
      return updateReadyGood(
        ctx.db,
        currentUser(request).id,
        request.params.id,
        incomingDeclaration,
        goods,
        parcelData,
        settings,
      );
    },
  );

  app.put(
    '/api/readyGoods/goods/:id',
    {
      schema: {
        ...s,
        summary: 'Изменение только товара в один клик (пока посылка — заявка)',
        params: idParams,
        body: goodUpdateSchema,
        response: { 200: readyGoodSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const { incomingDeclaration, ...item } = request.body;
      return updateReadyGood(
        ctx.db,
        currentUser(request).id,
        request.params.id,
        incomingDeclaration,
        item,
        null,
        settings,
      );
    },
  );

  app.delete(
    '/api/readyGoods/:id',
    {
      schema: {
        ...s,
        summary: 'Отмена товара в один клик и его посылки',
        params: idParams,
        response: { 204: z.null(), ...errors(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      await cancelReadyGood(ctx.db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
