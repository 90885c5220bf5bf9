import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reportQuerySchema, reportSchema } from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, errors } from '../../http.js';
import { buildReport } from './build-report.js';

/** The owner's and finance's report of the business by day, week and month (decision 065). */
export async function reportsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticateStaff);

  app.get(
    '/api/staff/reports',
    {
      schema: {
        tags: ['staff'],
        security: bearerAuth,
        summary:
          'Отчёт о работе по дням, неделям или месяцам (московское время): товары, посылки, рейсы, деньги по видам, обращения',
        querystring: reportQuerySchema,
        response: { 200: reportSchema, ...errors(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return buildReport(ctx.readDb, request.query);
    },
  );
}
