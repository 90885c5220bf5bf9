import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { warehouseAnswerSchema } from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, errors } from '../../http.js';
import { currentUser } from '../../plugins/authenticate.js';
import { warehouseFor } from './warehouse.js';

/** The warehouse address the signed-in customer gives the shops, with their code (decision 035). */
export async function warehouseRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/warehouse',
    {
      schema: {
        tags: ['reference'],
        security: bearerAuth,
        summary: 'Адрес склада в Китае с кодом клиента',
        response: { 200: warehouseAnswerSchema, ...errors(401) },
      },
    },
    async (request) => warehouseFor(ctx.config, currentUser(request).id),
  );
}
