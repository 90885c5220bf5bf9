import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { labelPdfSchema, labelQuerySchema } from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, errors } from '../../http.js';
import { sendPdf } from '../../labels/send-pdf.js';
import { parcelLabelsPdf } from './parcel-labels.js';

/** The parcel desk's labels at packing: one parcel's or a batch's, as a PDF for the chosen paper (decision 063). */
export async function parcelLabelRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticateStaff);

  app.get(
    '/api/staff/parcels/labels',
    {
      schema: {
        tags: ['staff'],
        security: bearerAuth,
        summary:
          'Этикетки посылок (PDF): ids через запятую, format — 58x40, 100x150 или a4 (по умолчанию 100x150)',
        querystring: labelQuerySchema,
        produces: ['application/pdf'],
        response: { 200: labelPdfSchema, ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { ids, format = '100x150' } = request.query;
      const pdf = await parcelLabelsPdf(ctx.db, ids, format, ctx.config.warehouse?.address);
      return sendPdf(reply, pdf, `parcel-labels-${format}.pdf`);
    },
  );
}
