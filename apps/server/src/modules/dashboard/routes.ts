import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardSchema } from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, errors } from '../../http.js';
import { readScope, signedInUserId } from '../../plugins/authenticate.js';
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
    async (request) => getDashboard(readScope(request, ctx.db), ctx.config, signedInUserId(request)),
  );
}
