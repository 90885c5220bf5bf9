import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { parcelCountersSchema } from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, errors } from '../../http.js';
import { readScope, signedInUserId } from '../../plugins/authenticate.js';
import { parcelCounters } from './parcel-counters.js';

/**
 * The sidebar's «Посылки» badge: the counters `my-parcels` answers beside every page, alone, in one statement with
 * the session check (decision 037), so the badge does not fetch a page of parcels to read three numbers.
 */
export async function parcelCountersRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/api/client/my-parcels/counters',
    {
      schema: {
        tags: ['parcels'],
        security: bearerAuth,
        summary: 'Счётчики посылок (для значка в меню): ожидают оплаты, проблемы на таможне и в доставке',
        response: { 200: parcelCountersSchema, ...errors(401) },
      },
      config: { checksSessionInQuery: true },
    },
    async (request) => parcelCounters(readScope(request, ctx.db), signedInUserId(request)),
  );
}
