import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addressResponseSchema as addressResponse,
  addressSchema,
  idParams,
  smallIdParam,
} from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, errors, pageQuery, pageResponse } from '../../http.js';
import { currentUser, readScope, signedInUserId } from '../../plugins/authenticate.js';
import { getAddress, listAddresses } from './list-addresses.js';
import { createAddress, setAddressArchived, updateAddress } from './save-address.js';

const listQuery = (size: number) => pageQuery(size).extend({ countryId: smallIdParam.optional() });

export async function addressRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);
  const tags = ['addresses'];
  // The lists check the session in their one statement.
  const inSession = { checksSessionInQuery: true };

  const activeList = {
    schema: {
      tags,
      summary: 'Активные адреса доставки клиента (без адресов партнёрской сети)',
      security: bearerAuth,
      querystring: listQuery(100),
      response: { 200: pageResponse(addressResponse), ...errors(400, 401) },
    },
    config: inSession,
  };
  const listOf =
    (archived: boolean) =>
    async (request: { query: z.infer<ReturnType<typeof listQuery>> } & Parameters<typeof currentUser>[0]) => {
      const { countryId, page, offset } = request.query;
      const options = { archived, countryCode: countryId, page, size: offset };
      return listAddresses(readScope(request, ctx.db), signedInUserId(request), options);
    };
  const listActive = listOf(false);
  app.get('/api/client/my-addresses', activeList, listActive);
  app.get('/api/client-address', activeList, listActive);

  app.get(
    '/api/client-address/archive',
    {
      schema: {
        tags,
        summary: 'Архив адресов клиента',
        security: bearerAuth,
        querystring: listQuery(4),
        response: { 200: pageResponse(addressResponse), ...errors(400, 401) },
      },
      config: inSession,
    },
    listOf(true),
  );

  app.get(
    '/api/client-address/:id',
    {
      schema: {
        tags,
        summary: 'Адрес клиента',
        security: bearerAuth,
        params: idParams,
        response: { 200: addressResponse, ...errors(400, 401, 404) },
      },
    },
    async (request) => getAddress(ctx.db, currentUser(request).id, request.params.id),
  );

  app.post(
    '/api/client-address/cl',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Новый адрес: курьером (город, адрес, индекс) или в пункт выдачи (код пункта)',
        security: bearerAuth,
        body: addressSchema,
        response: { 201: addressResponse, ...errors(400, 401) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createAddress(ctx, currentUser(request).id, request.body)),
  );

  app.put(
    '/api/client-address/cl/:id',
    {
      schema: {
        tags,
        summary: 'Изменение адреса клиента',
        security: bearerAuth,
        params: idParams,
        body: addressSchema,
        response: { 200: addressResponse, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => updateAddress(ctx, currentUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/api/client-address/cl/:id',
    {
      schema: {
        tags,
        summary: 'Перемещение адреса в архив',
        security: bearerAuth,
        params: idParams,
        response: { 200: addressResponse, ...errors(400, 401, 404) },
      },
    },
    async (request) => setAddressArchived(ctx.db, currentUser(request).id, request.params.id, true),
  );

  app.put(
    '/api/client-address/cl/:id/activate',
    {
      schema: {
        tags,
        summary: 'Возобновление адреса из архива',
        security: bearerAuth,
        params: idParams,
        response: { 200: addressResponse, ...errors(400, 401, 404) },
      },
    },
    async (request) => setAddressArchived(ctx.db, currentUser(request).id, request.params.id, false),
  );
}
