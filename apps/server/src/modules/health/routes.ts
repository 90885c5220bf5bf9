import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { healthStaffRoutes } from './staff-routes.js';

export async function healthRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  fastify.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'Сервер работает и база данных доступна',
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z.object({ status: z.literal('unavailable') }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await ctx.db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  );
  // The read replica's standing, for the owner: a plugin of its own, so its staff check covers it alone.
  await fastify.register(healthStaffRoutes, { ctx });
}
