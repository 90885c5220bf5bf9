import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  goodSchema,
  idParam,
  messageResponseSchema,
  PAGE_SIZE_ALL,
  PARCEL_MESSAGES,
  parcelStatusIdsQuery,
} from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, errors, pageQuery, pageResponse } from '../../http.js';
import { currentUser } from '../../plugins/authenticate.js';
import { listGoods, storageSettingsOf } from '../goods/index.js';
import { addGoodToParcel } from './add-good-to-parcel.js';
import { ownParcelIdsInStatuses } from './details.js';
import { removeGoodFromParcel } from './remove-good-from-parcel.js';
import { findOwnParcel } from './find-own-parcel.js';

const parcelParams = z.object({ parcelId: idParam });
const version = { version: z.string().max(10).optional() };

/** A parcel's goods: listing them (by parcel or by parcel status), adding and removing one while it is open. */
export async function parcelGoodsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const settings = storageSettingsOf(ctx.config);
  app.addHook('onRequest', app.authenticate);
  const s = { tags: ['parcels'], security: bearerAuth };

  const membership = {
    params: parcelParams,
    querystring: z.object({ goodId: idParam }),
    response: { 200: messageResponseSchema, ...errors(400, 401, 404, 409) },
  };
  app.put(
    '/api/client/add-good-to-parcel/:parcelId',
    { schema: { ...s, summary: 'Добавить товар в посылку', ...membership } },
    async (request) => {
      await addGoodToParcel(ctx.db, currentUser(request).id, request.params.parcelId, request.query.goodId);
      return { message: PARCEL_MESSAGES.goodAdded };
    },
  );
  app.put(
    '/api/client/remove-good-from-parcel/:parcelId',
    { schema: { ...s, summary: 'Убрать товар из посылки', ...membership } },
    async (request) => {
      await removeGoodFromParcel(
        ctx.db,
        currentUser(request).id,
        request.params.parcelId,
        request.query.goodId,
      );
      return { message: PARCEL_MESSAGES.goodRemoved };
    },
  );

  app.get(
    '/api/goods/parcel/:parcelId',
    {
      schema: {
        ...s,
        summary: 'Товары посылки (по умолчанию все)',
        params: parcelParams,
        querystring: pageQuery(PAGE_SIZE_ALL),
        response: { 200: pageResponse(goodSchema), ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await findOwnParcel(ctx.db, userId, request.params.parcelId);
      const { page, offset } = request.query;
      return listGoods(ctx.db, userId, { parcelId: request.params.parcelId, page, size: offset }, settings);
    },
  );

  app.get(
    '/api/goods',
    {
      schema: {
        ...s,
        summary: 'Товары посылки (parcelId) или посылок в статусе (parcelStatusId)',
        querystring: pageQuery(PAGE_SIZE_ALL).extend({
          ...version,
          parcelId: idParam.optional(),
          parcelStatusId: parcelStatusIdsQuery.optional(),
        }),
        response: { 200: pageResponse(goodSchema), ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const { parcelId, parcelStatusId, page, offset } = request.query;
      if (parcelId) await findOwnParcel(ctx.db, userId, parcelId);
      const parcelIds = parcelStatusId
        ? await ownParcelIdsInStatuses(ctx.db, userId, parcelStatusId)
        : undefined;
      return listGoods(ctx.db, userId, { parcelId, parcelIds, page, size: offset }, settings);
    },
  );
}
