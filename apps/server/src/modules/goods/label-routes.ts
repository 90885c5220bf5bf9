import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { labelPdfSchema, labelQuerySchema } from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, errors } from '../../http.js';
import { sendPdf } from '../../labels/send-pdf.js';
import { goodsLabelsPdf } from './goods-labels.js';

/** The receiving desk's labels: one good's or a batch's, as a PDF for the chosen paper (decision 063). */
export async function goodsLabelRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticateStaff);

  app.get(
    '/api/staff/goods/labels',
    {
      schema: {
        tags: ['staff'],
        security: bearerAuth,
        summary:
          'Этикетки товаров (PDF): ids через запятую, format — 58x40, 100x150 или a4 (по умолчанию 58x40)',
        querystring: labelQuerySchema,
        produces: ['application/pdf'],
        response: { 200: labelPdfSchema, ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { ids, format = '58x40' } = request.query;
      const pdf = await goodsLabelsPdf(ctx.db, ids, format);
      return sendPdf(reply, pdf, `goods-labels-${format}.pdf`);
    },
  );
}
