import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  approvalPendingSchema,
  bulkResultSchema,
  cancelWithRefundSchema,
  deskCountersSchema,
  deskSearchQuery,
  idParams,
  insuranceClaimSchema,
  PAGE_SIZE_DEFAULT,
  parcelDetailsSchema,
  parcelStatusIdsQuery,
  staffMoveSchema,
  staffParcelSchema,
  staffParcelDetailsSchema,
  staffShipSchema,
  staffWeighSchema,
} from '@cargo/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { plainScope } from '../../db/read/reader.js';
import { parcels } from '../../db/schema/parcels.js';
import { bearerAuth, errors, pageQuery, pageResponse } from '../../http.js';
import { staffActor } from '../../plugins/authenticate.js';
import { storageSettingsOf } from '../goods/index.js';
import { cancelParcelWithRefund } from './cancel-parcel-with-refund.js';
import { assembleParcel } from './assemble-parcel.js';
import { deskParcelDetails } from './desk-parcel.js';
import { readParcelPage } from './details.js';
import { DESK_QUEUE, listDeskParcels, parcelDeskCounters } from './list-desk-parcels.js';
import { moveParcels } from './move-parcels.js';
import { recordInsuranceClaim } from './record-insurance-claim.js';
import { shipParcel } from './ship-parcel.js';
import { startWeighing } from './start-weighing.js';
import { weighParcel } from './weigh-parcel.js';
import { insurancePricingOf } from './insurance-price.js';

/** The warehouse's parcel desk: the assembly queue, assembling, weighing and pricing, shipping, flights. */
export async function parcelStaffRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticateStaff);
  const s = { tags: ['staff'], security: bearerAuth };
  const details = { 200: parcelDetailsSchema, ...errors(400, 401, 404, 409) };
  const settings = storageSettingsOf(ctx.config);
  const show = (id: number) => readParcelPage(plainScope(ctx.db), ctx.rates, settings, eq(parcels.id, id));

  app.get(
    '/api/staff/parcels',
    {
      schema: {
        ...s,
        summary:
          'Очередь посылок склада (по умолчанию 15, 20, 30, 40), старые первыми; q — поиск по клиенту, номеру, треку',
        querystring: pageQuery(PAGE_SIZE_DEFAULT)
          .extend({ statusId: parcelStatusIdsQuery.optional() })
          .extend(deskSearchQuery.shape),
        response: { 200: pageResponse(staffParcelSchema), ...errors(400, 401) },
      },
    },
    async (request) => {
      const { statusId, page, offset, q } = request.query;
      return listDeskParcels(ctx.readDb, statusId ?? DESK_QUEUE, { page, size: offset }, q);
    },
  );

  app.get(
    '/api/staff/parcels/counters',
    {
      schema: {
        ...s,
        summary: 'Сколько посылок в каждом статусе (с поиском q — сколько найдено)',
        querystring: deskSearchQuery,
        response: { 200: deskCountersSchema, ...errors(400, 401) },
      },
    },
    async (request) => parcelDeskCounters(ctx.readDb, request.query.q),
  );

  app.get(
    '/api/staff/parcels/:id',
    {
      schema: {
        ...s,
        summary: 'Страница посылки на складе: данные посылки, e-mail клиента, недостающие фотоотчёты',
        params: idParams,
        response: { 200: staffParcelDetailsSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => deskParcelDetails(ctx.db, ctx.rates, settings, request.params.id),
  );

  app.put(
    '/api/staff/parcels/:id/assemble',
    { schema: { ...s, summary: 'Начать комплектацию (15 → 20)', params: idParams, response: details } },
    async (request) => {
      await assembleParcel(ctx.db, staffActor(request), request.params.id);
      return show(request.params.id);
    },
  );

  app.put(
    '/api/staff/parcels/:id/start-weighing',
    { schema: { ...s, summary: 'На взвешивание (20 → 30)', params: idParams, response: details } },
    async (request) => {
      await startWeighing(ctx.db, staffActor(request), request.params.id);
      return show(request.params.id);
    },
  );

  app.put(
    '/api/staff/parcels/:id/weigh',
    {
      schema: {
        ...s,
        summary: 'Взвесить, сфотографировать и рассчитать стоимость (→ 33)',
        params: idParams,
        body: staffWeighSchema,
        response: details,
      },
    },
    async (request) => {
      await weighParcel(
        ctx.db,
        staffActor(request),
        request.params.id,
        request.body,
        insurancePricingOf(ctx),
      );
      return show(request.params.id);
    },
  );

  app.put(
    '/api/staff/parcels/:id/ship',
    {
      schema: {
        ...s,
        summary: 'Отправить оплаченную посылку с треком (40 → 50)',
        params: idParams,
        body: staffShipSchema,
        response: details,
      },
    },
    async (request) => {
      await shipParcel(ctx.db, staffActor(request), request.params.id, request.body);
      return show(request.params.id);
    },
  );

  app.put(
    '/api/staff/parcels/:id/cancel-with-refund',
    {
      schema: {
        ...s,
        summary: 'Отменить оплаченную посылку с возвратом оплаты на баланс и причиной для клиента (40 → 800)',
        params: idParams,
        body: cancelWithRefundSchema,
        response: details,
      },
    },
    async (request) => {
      await cancelParcelWithRefund(ctx.db, staffActor(request), request.params.id, request.body.reason);
      return show(request.params.id);
    },
  );

  app.post(
    '/api/staff/parcels/:id/insurance-claim',
    {
      schema: {
        ...s,
        summary:
          'Страховой случай: возмещение застрахованной отправленной посылки на рублёвый счёт клиента; выше ' +
          'порога четырёх глаз — 202 и запрос на подтверждение другим сотрудником финансов',
        params: idParams,
        body: insuranceClaimSchema,
        response: { ...details, 202: approvalPendingSchema },
      },
    },
    async (request, reply) => {
      const answer = await recordInsuranceClaim(ctx, staffActor(request), request.params.id, request.body);
      return 'approval' in answer ? reply.status(202).send(answer) : show(request.params.id);
    },
  );

  app.put(
    '/api/staff/parcels/move',
    {
      schema: {
        ...s,
        summary: 'Переместить много посылок (рейс) на следующий шаг',
        body: staffMoveSchema,
        response: { 200: bulkResultSchema, ...errors(400, 401) },
      },
    },
    async (request) => moveParcels(ctx.db, staffActor(request), request.body),
  );
}
