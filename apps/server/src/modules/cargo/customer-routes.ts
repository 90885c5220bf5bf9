import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CARGO_MESSAGES,
  cargoCanceledSchema,
  cargoCreateSchema,
  cargoListSchema,
  cargoPaidSchema,
  cargoSchema,
  createdIdSchema,
  idParams,
  PAGE_SIZE_DEFAULT,
  statusIdsQuery,
} from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, errors, pageQuery } from '../../http.js';
import { currentUser, readScope, signedInUserId } from '../../plugins/authenticate.js';
import { payCargo } from './pay.js';
import { cancelCargo } from './cancel-cargo.js';
import { createCargo } from './create-cargo.js';
import { findOwnCargo } from './find-own-cargo.js';
import { listCargo } from './list-cargo.js';

/** The customer's cargo (spec section 7 "Cargo"): list, create, one, cancel a request, pay from the balance. */
export async function cargoCustomerRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);
  const s = { tags: ['cargo'], security: bearerAuth };

  app.get(
    '/api/cargo',
    {
      schema: {
        ...s,
        summary: 'Карго клиента, новые первыми: { content, totalElements, offset }',
        querystring: pageQuery(PAGE_SIZE_DEFAULT).extend({ statusId: statusIdsQuery.optional() }),
        response: { 200: cargoListSchema, ...errors(400, 401) },
      },
    },
    async (request) => {
      const { statusId, page, offset } = request.query;
      return listCargo(ctx.db, { userId: currentUser(request).id, statusIds: statusId, page, size: offset });
    },
  );

  app.post(
    '/api/cargo',
    {
      config: { idempotent: true },
      schema: {
        ...s,
        summary: 'Создать карго',
        body: cargoCreateSchema,
        response: { 201: createdIdSchema, ...errors(400, 401) },
      },
    },
    async (request, reply) => {
      const cargo = await createCargo(ctx.db, currentUser(request).id, request.body);
      return reply.status(201).send({ id: cargo.id, message: CARGO_MESSAGES.created(cargo.id) });
    },
  );

  app.get(
    '/api/cargo/:id',
    {
      schema: {
        ...s,
        summary: 'Одно карго клиента с расчётом стоимости',
        params: idParams,
        response: { 200: cargoSchema, ...errors(400, 401, 404) },
      },
      config: { checksSessionInQuery: true },
    },
    async (request) => {
      return findOwnCargo(readScope(request, ctx.db), signedInUserId(request), request.params.id);
    },
  );

  app.delete(
    '/api/cargo/:id',
    {
      schema: {
        ...s,
        summary: 'Отменить заявку на карго, которую склад ещё не принял (10 → 100)',
        params: idParams,
        response: { 200: cargoCanceledSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => cancelCargo(ctx.db, currentUser(request).id, request.params.id),
  );

  app.put(
    '/api/cargo/pay/:id',
    {
      schema: {
        ...s,
        summary: 'Оплатить карго с рублёвого счёта (33 → 40); 402, когда денег не хватает',
        params: idParams,
        response: { 200: cargoPaidSchema, ...errors(400, 401, 402, 404, 409) },
      },
    },
    async (request) => payCargo(ctx.db, currentUser(request).id, request.params.id),
  );
}
