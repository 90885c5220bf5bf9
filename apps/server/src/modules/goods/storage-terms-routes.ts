import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { moneyToJson, storageTermsSchema } from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { storageSettingsOf } from './storage-settings.js';

/**
 * The storage terms (decisions 031, 052): public, so the goods' pages, the help, the calculator and the parcel form
 * publish the free days and the daily fee the server's configuration charges, before they are charged.
 */
export async function storageTermsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/storage-terms',
    {
      schema: {
        tags: ['goods'],
        summary: 'Условия хранения на складе: дни бесплатного хранения и плата за товар в день после них',
        response: { 200: storageTermsSchema },
      },
    },
    async () => {
      const settings = storageSettingsOf(ctx.config);
      return {
        freeDays: settings.freeDays,
        dailyFeeRub: moneyToJson(settings.dailyFeeRub),
        currency: 'RUB' as const,
      };
    },
  );
}
