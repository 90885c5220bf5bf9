import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { insuranceTermsSchema, moneyToJson } from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { insuranceSettingsOf } from './insurance-price.js';

/** The insurance's terms (decision 032): public, so the calculator and the parcel form show the same hint. */
export async function parcelInsuranceRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/insurance-terms',
    {
      schema: {
        tags: ['parcels'],
        summary: 'Условия страховки посылки: процент от объявленной стоимости и минимальная сумма',
        response: { 200: insuranceTermsSchema },
      },
    },
    async () => {
      const settings = insuranceSettingsOf(ctx.config);
      return {
        percent: Number(settings.percent),
        minimumRub: moneyToJson(settings.minimumRub),
        currency: 'RUB' as const,
      };
    },
  );
}
