import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cdekCitySchema,
  citiesQuery,
  deliveryPointsQuery,
  LAST_MILE_OPERATOR,
  pickupPointSchema,
  postOfficeQuery,
  pvzQuery,
} from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, errors, pageResponse } from '../../http.js';
import { readScope } from '../../plugins/authenticate.js';
import { listPvzPoints } from './pickup-points.js';

const secured = { tags: ['lookup'], security: bearerAuth };
/** The seeded lookups check the session in their one statement (a remote provider checks it first). */
const config = { checksSessionInQuery: true };
const page = (query: { page: number; offset: number }) => ({ page: query.page, size: query.offset });

/** Cities, pickup points and post offices (CDEK and DaData in production). */
export async function deliveryPointRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/cdek/location/cities',
    {
      config,
      schema: {
        ...secured,
        summary: 'Города СДЭК по кодам стран (RU, BY) и началу названия',
        querystring: citiesQuery,
        response: { 200: pageResponse(cdekCitySchema), ...errors(400, 401) },
      },
    },
    async (request) => {
      const countryIso2s = request.query.country_codes
        .split(',')
        .map((code) => code.trim())
        .filter(Boolean);
      const query = { countryIso2s, prefix: request.query.city };
      return ctx.reference.cities(query, page(request.query), readScope(request, ctx.db));
    },
  );

  app.get(
    '/api/cdek/deliverypoints',
    {
      config,
      schema: {
        ...secured,
        summary: 'Пункты выдачи СДЭК в городе',
        querystring: deliveryPointsQuery,
        response: { 200: pageResponse(pickupPointSchema), ...errors(400, 401) },
      },
    },
    async (request) => {
      const filter = { operatorIds: [LAST_MILE_OPERATOR.CDEK], cityCode: request.query.city_code };
      return ctx.reference.pickupPoints(filter, page(request.query), readScope(request, ctx.db));
    },
  );

  app.get(
    '/api/pvz/data',
    {
      config,
      schema: {
        ...secured,
        summary:
          'Пункты выдачи собственной сети (для тарифа 114 — партнёрской, для «DP Беларусь» — СДЭК в Беларуси)',
        querystring: pvzQuery,
        response: { 200: pageResponse(pickupPointSchema), ...errors(400, 401) },
      },
    },
    async (request) => {
      const { deliveryTransportId, city_code: cityCode, operatorId } = request.query;
      const query = { deliveryTransportId, cityCode, operatorId };
      return listPvzPoints(ctx, query, page(request.query), readScope(request, ctx.db));
    },
  );

  app.get(
    '/api/dadata/postalUnit',
    {
      config,
      schema: {
        ...secured,
        summary: 'Почтовые отделения по адресу, городу или индексу',
        querystring: postOfficeQuery,
        response: { 200: pageResponse(pickupPointSchema), ...errors(400, 401) },
      },
    },
    async (request) =>
      ctx.reference.postOffices(request.query.address, page(request.query), readScope(request, ctx.db)),
  );
}
