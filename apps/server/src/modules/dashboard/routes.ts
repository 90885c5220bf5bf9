import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardSchema } from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, errors } from '../../http.js';
import { sessionExpired, sessionInQuery } from '../../plugins/authenticate.js';
import { getDashboard } from './get-dashboard.js';

/** The customer's dashboard: one call answers the whole start page (decision 034). */
export async function dashboardRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/api/dashboard',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Главная кабинета: балансы, счётчики со ссылками на списки, последние события, адрес склада',
        security: bearerAuth,
        response: { 200: dashboardSchema, ...errors(401) },
      },
      // A frequent signed-in read: the session check rides in its facts statement, as my-info's does.
      config: { checksSessionInQuery: true },
    },
    async (request) => {
      const { userId, sessionId } = sessionInQuery(request);
      const dashboard = await getDashboard(ctx.db, ctx.config, userId, sessionId);
      if (!dashboard) throw sessionExpired();
      return dashboard;
    },
  );
}
