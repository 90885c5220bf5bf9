import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deskCountersSchema,
  deskGoodSchema,
  deskSearchQuery,
  goodSchema,
  idParams,
  staffGoodStatusSchema,
  statusIdsQuery,
  waifReceiptSchema,
  WAREHOUSE_PAGE_SIZE,
  warehouseReceiptSchema,
  warehouseReceiveSchema,
} from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, errors, pageQuery, pageResponse } from '../../http.js';
import { staffActor } from '../../plugins/authenticate.js';
import { readUploadedFile } from '../uploads/index.js';
import { deskGood, goodDeskCounters, listDeskGoods } from './desk-goods.js';
import { type GoodsReceivedHook, listWaifReceipts, receiveTrack } from './receive-track.js';
import { addPhotoReport, setGoodStatusByStaff } from './staff-good-actions.js';
import { storageSettingsOf } from './storage-settings.js';

/** The warehouse desk: receiving tracks, photo reports, problem statuses and returns. Staff only (404 to others). */
export async function goodsStaffRoutes(
  fastify: FastifyInstance,
  { ctx, onGoodsReceived }: { ctx: AppContext; onGoodsReceived: GoodsReceivedHook },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticateStaff);
  const s = { tags: ['staff'], security: bearerAuth };
  const settings = storageSettingsOf(ctx.config);

  app.post(
    '/api/staff/warehouse/receive',
    {
      schema: {
        ...s,
        summary: 'Приёмка китайской посылки по трек-номеру',
        body: warehouseReceiveSchema,
        response: { 200: warehouseReceiptSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) =>
      receiveTrack(ctx.db, staffActor(request), request.body.trackNumber, settings, onGoodsReceived),
  );

  app.get(
    '/api/staff/warehouse/waifs',
    {
      schema: {
        ...s,
        summary: 'Неопознанные посылки: трек никто не зарегистрировал (новые сначала)',
        querystring: pageQuery(WAREHOUSE_PAGE_SIZE),
        response: { 200: pageResponse(waifReceiptSchema), ...errors(400, 401, 404) },
      },
    },
    async (request) => listWaifReceipts(ctx.readDb, { page: request.query.page, size: request.query.offset }),
  );

  app.get(
    '/api/staff/goods',
    {
      schema: {
        ...s,
        summary:
          'Товары всех клиентов по статусу, началу трек-номера (track) или поиску q (клиент, номер, трек), постранично',
        querystring: pageQuery(WAREHOUSE_PAGE_SIZE)
          .extend({ track: z.string().max(30).optional(), statusId: statusIdsQuery.optional() })
          .extend(deskSearchQuery.shape),
        response: { 200: pageResponse(deskGoodSchema), ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const { track, statusId, q, page, offset } = request.query;
      return listDeskGoods(ctx.readDb, { track, statusIds: statusId, q }, { page, size: offset }, settings);
    },
  );

  app.get(
    '/api/staff/goods/counters',
    {
      schema: {
        ...s,
        summary: 'Сколько товаров в каждом статусе (с поиском q — сколько найдено)',
        querystring: deskSearchQuery,
        response: { 200: deskCountersSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => goodDeskCounters(ctx.readDb, request.query.q),
  );

  app.get(
    '/api/staff/goods/:id',
    {
      schema: {
        ...s,
        summary: 'Товар любого клиента с владельцем (страница товара на складе)',
        params: idParams,
        response: { 200: deskGoodSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => deskGood(ctx.db, request.params.id, settings),
  );

  app.post(
    '/api/staff/goods/:id/photo-report',
    {
      schema: {
        ...s,
        summary: 'Фотоотчёт по товару (multipart, поле file, до 5 МБ)',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: goodSchema, ...errors(400, 401, 404, 413, 415) },
      },
    },
    async (request) => {
      const data = await readUploadedFile(request, 'image');
      return addPhotoReport(ctx.db, ctx.storage, staffActor(request), request.params.id, data, settings);
    },
  );

  app.put(
    '/api/staff/goods/:id/status',
    {
      schema: {
        ...s,
        summary: 'Статус товара: проблема (11, 90 — с причиной) или шаг возврата отправителю (111–115, 120)',
        params: idParams,
        body: staffGoodStatusSchema,
        response: { 200: goodSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) =>
      setGoodStatusByStaff(ctx.db, staffActor(request), request.params.id, request.body, settings),
  );
}
