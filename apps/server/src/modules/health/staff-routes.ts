import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readReplicaStatusSchema } from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, errors } from '../../http.js';

/**
 * The read replica's standing for the owner (decision 070): `/api/health` keeps the spec's `{status}` and is public,
 * so where the heavy reads go, and why, is told here and in the log.
 */
export async function healthStaffRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticateStaff);
  app.get(
    '/api/staff/read-replica',
    {
      schema: {
        tags: ['staff'],
        security: bearerAuth,
        summary: 'Куда идут тяжёлые чтения (отчёты, выгрузки, списки): реплика или основная база, и почему',
        response: { 200: readReplicaStatusSchema, ...errors(401, 404) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return ctx.readReplica();
    },
  );
}
