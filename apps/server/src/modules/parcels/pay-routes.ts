import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, parcelPaidSchema } from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, errors } from '../../http.js';
import { currentUser } from '../../plugins/authenticate.js';
import { payParcel } from './pay.js';

/** `PUT /api/parcel/pay/{parcelId}`: paying a weighed parcel from the ruble account. */
export async function parcelPayRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);
  const s = { tags: ['parcels'], security: bearerAuth };

  app.put(
    '/api/parcel/pay/:parcelId',
    {
      schema: {
        ...s,
        summary: 'Оплатить посылку с рублёвого счёта (33 → 40)',
        params: z.object({ parcelId: idParam }),
        response: { 200: parcelPaidSchema, ...errors(400, 401, 402, 404, 409) },
      },
    },
    async (request) => payParcel(ctx.db, currentUser(request).id, request.params.parcelId),
  );
}
