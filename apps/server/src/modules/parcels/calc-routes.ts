import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { calcAnswerSchema, calcRequestSchema } from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { errors } from '../../http.js';
import { calculateDeliveryFor } from './calculate-delivery.js';
import { insuranceSettingsOf } from './insurance-price.js';

/** The public delivery calculator (spec section 2): no account, read-only, rate-limited per address. */
export async function parcelCalcRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/calc',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['parcels'],
        summary:
          'Калькулятор доставки: расчётный вес (фактический и объёмный), цена по каждому тарифу страны и таможенный лимит',
        body: calcRequestSchema,
        response: { 200: calcAnswerSchema, ...errors(400, 429) },
      },
    },
    async (request) => calculateDeliveryFor(ctx, request.body, insuranceSettingsOf(ctx.config)),
  );
}
