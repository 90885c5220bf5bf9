import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CARGO_MESSAGES,
  cargoCreateSchema,
  cargoListSchema,
  cargoSchema,
  createdIdSchema,
  idParams,
  PAGE_SIZE_DEFAULT,
  statusIdsQuery,
  staffCargoWeighSchema,
} from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, errors, pageQuery } from '../../http.js';
import { currentUser } from '../../plugins/authenticate.js';
import { createCargo, listCargo, receiveCargo, weighCargo } from './service.js';

/** The customer's cargo (spec section 7 "Cargo"). */
export async function cargoRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
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
}

/** The warehouse's cargo desk: receive, weigh and price. */
export async function cargoStaffRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticateStaff);
  const s = { tags: ['staff'], security: bearerAuth };

  app.get(
    '/api/staff/cargo',
    {
      schema: {
        ...s,
        summary: 'Карго всех клиентов',
        querystring: pageQuery(PAGE_SIZE_DEFAULT).extend({ statusId: statusIdsQuery.optional() }),
        response: { 200: cargoListSchema, ...errors(400, 401) },
      },
    },
    async (request) => {
      const { statusId, page, offset } = request.query;
      return listCargo(ctx.db, { statusIds: statusId, page, size: offset });
    },
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
    async (request) => receiveCargo(ctx.db, request.params.id),
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
    async (request) => weighCargo(ctx.db, request.params.id, request.body),
  );
}
