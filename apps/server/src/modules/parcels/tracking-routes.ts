import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PARCEL_MESSAGES, trackingAnswerSchema } from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { bearerAuth, errors } from '../../http.js';
import { TrackingUnavailableError } from '../../integrations/tracking/tracking-provider.js';
import { currentUser } from '../../plugins/authenticate.js';
import { parcelNotFound } from './parcel-row.js';
import { ownParcelIdByTrack } from './tracking.js';

/** `GET /api/parcel/tracking`: a shipped parcel of the customer tracked by its outgoing track. */
export async function parcelTrackingRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);
  const s = { tags: ['parcels'], security: bearerAuth };

  app.get(
    '/api/parcel/tracking',
    {
      schema: {
        ...s,
        summary:
          'Отслеживание посылки клиента по исходящему треку (TRACKING_PROVIDER: встроенный или JSON-RPC)',
        querystring: z.object({ query: z.string().trim().min(1).max(40) }),
        response: { 200: trackingAnswerSchema, ...errors(400, 401, 404, 503) },
      },
    },
    async (request) => {
      const { query } = request.query;
      // Only the customer's own parcel is tracked, whichever provider answers.
      const parcelId = await ownParcelIdByTrack(ctx.db, currentUser(request).id, query);
      if (parcelId === null) throw parcelNotFound();
      try {
        return { query, provider: ctx.tracking.kind, events: await ctx.tracking.track(query, parcelId) };
      } catch (error) {
        if (!(error instanceof TrackingUnavailableError)) throw error;
        request.log.warn({ provider: ctx.tracking.kind, detail: error.message }, 'tracking unavailable');
        throw new AppError(503, 'TRACKING_UNAVAILABLE', PARCEL_MESSAGES.trackingUnavailable);
      }
    },
  );
}
