import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CALC_COUNTRY_ISO2,
  CALC_POINT_OPERATORS,
  calcCitiesQuery,
  calcPointsQuery,
  cdekCitySchema,
  pickupPointSchema,
} from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { errors, pageResponse } from '../../http.js';

const tags = ['lookup'];

/**
 * The public calculator's lookups (decision 030): the cities of a delivery country by the start of their name
 * and a city's pickup points — read-only, no account, rate-limited per address (the provider behind them is
 * paid in production), limited to the two delivery countries and to 20 cities / 100 points a page.
 */
export async function calcLookupRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/calc/cities',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Калькулятор: города России или Беларуси по началу названия',
        querystring: calcCitiesQuery,
        response: { 200: pageResponse(cdekCitySchema), ...errors(400, 429) },
      },
    },
    async (request) =>
      ctx.reference.cities(
        { countryIso2s: [CALC_COUNTRY_ISO2[request.query.country]!], prefix: request.query.city },
        { page: request.query.page, size: Math.min(request.query.offset, 20) },
      ),
  );

  app.get(
    '/api/calc/pickup-points',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Калькулятор: пункты выдачи в городе (СДЭК, DPD, Почта России, наши и партнёрские)',
        querystring: calcPointsQuery,
        response: { 200: pageResponse(pickupPointSchema), ...errors(400, 429) },
      },
    },
    async (request) =>
      ctx.reference.pickupPoints(
        { operatorIds: [...CALC_POINT_OPERATORS], cityCode: request.query.city_code },
        { page: request.query.page, size: Math.min(request.query.offset, 100) },
      ),
  );
}
