import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deskCountersSchema,
  deskSearchQuery,
  idParams,
  PAGE_SIZE_DEFAULT,
  staffCargoCancelSchema,
  staffCargoListSchema,
  staffCargoShipSchema,
  staffCargoWeighSchema,
  cargoSchema,
  staffCargoSchema,
  statusIdsQuery,
} from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, errors, pageQuery } from '../../http.js';
import { staffActor } from '../../plugins/authenticate.js';
import { cancelCargoWithRefund } from './cancel-cargo-with-refund.js';
import { cargoDeskCounters, cargoSearch, deskCargo } from './desk-cargo.js';
import { cancelCargoByStaff } from './cancel-cargo-by-staff.js';
import { listStaffCargo } from './list-staff-cargo.js';
import { receiveCargo } from './receive-cargo.js';
import { shipCargo } from './ship-cargo.js';
import { weighCargo } from './weigh-cargo.js';

/**
 * The warehouse's cargo desk: receive, weigh and price, ship a paid cargo, call off an unpaid one, or cancel a paid
 * one with its refund.
 */
export async function cargoStaffRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticateStaff);
  const s = { tags: ['staff'], security: bearerAuth };

  app.get(
    '/api/staff/cargo',
    {
      schema: {
        ...s,
        summary: 'Карго всех клиентов с e-mail владельца, новые первыми; q — поиск по клиенту, номеру, треку',
        querystring: pageQuery(PAGE_SIZE_DEFAULT)
          .extend({ statusId: statusIdsQuery.optional() })
          .extend(deskSearchQuery.shape),
        response: { 200: staffCargoListSchema, ...errors(400, 401) },
      },
    },
    async (request) => {
      const { statusId, page, offset, q } = request.query;
      const search = cargoSearch(ctx.readDb, q);
      return listStaffCargo(ctx.readDb, { statusIds: statusId, page, size: offset, search });
    },
  );

  app.get(
    '/api/staff/cargo/counters',
    {
      schema: {
        ...s,
        summary: 'Сколько карго в каждом статусе (с поиском q — сколько найдено)',
        querystring: deskSearchQuery,
        response: { 200: deskCountersSchema, ...errors(400, 401) },
      },
    },
    async (request) => cargoDeskCounters(ctx.readDb, request.query.q),
  );

  app.get(
    '/api/staff/cargo/:id',
    {
      schema: {
        ...s,
        summary: 'Карго любого клиента с e-mail владельца (страница карго)',
        params: idParams,
        response: { 200: staffCargoSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => deskCargo(ctx.db, request.params.id),
  );

  app.put(
    '/api/staff/cargo/:id/receive',
    {
      schema: {
        ...s,
        summary: 'Принять карго на складе (10 → 20)',
        params: idParams,
        response: { 200: cargoSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => receiveCargo(ctx.db, staffActor(request), request.params.id),
  );

  app.put(
    '/api/staff/cargo/:id/weigh',
    {
      schema: {
        ...s,
        summary: 'Взвесить карго и рассчитать стоимость (20 → 33)',
        params: idParams,
        body: staffCargoWeighSchema,
        response: { 200: cargoSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => weighCargo(ctx.db, staffActor(request), request.params.id, request.body),
  );

  app.put(
    '/api/staff/cargo/:id/ship',
    {
      schema: {
        ...s,
        summary: 'Отправить оплаченное карго с исходящим треком (40 → 50)',
        params: idParams,
        body: staffCargoShipSchema,
        response: { 200: cargoSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => shipCargo(ctx.db, staffActor(request), request.params.id, request.body),
  );

  app.put(
    '/api/staff/cargo/:id/cancel',
    {
      schema: {
        ...s,
        summary: 'Отменить неоплаченное карго с причиной для клиента (10, 20, 33 → 100)',
        params: idParams,
        body: staffCargoCancelSchema,
        response: { 200: cargoSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) =>
      cancelCargoByStaff(ctx.db, staffActor(request), request.params.id, request.body.reason),
  );

  app.put(
    '/api/staff/cargo/:id/cancel-with-refund',
    {
      schema: {
        ...s,
        summary: 'Отменить оплаченное карго с возвратом оплаты на баланс и причиной для клиента (40 → 800)',
        params: idParams,
        body: staffCargoCancelSchema,
        response: { 200: cargoSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) =>
      cancelCargoWithRefund(ctx.db, staffActor(request), request.params.id, request.body.reason),
  );
}
