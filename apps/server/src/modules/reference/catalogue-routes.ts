import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  additionalServiceSchema,
  catalogueQuery,
  countrySchema,
  deliveryTariffSchema,
  namedRefSchema,
  tariffsQuery,
} from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { paginateArray } from '../../db/paginate.js';
import { errors, pageResponse } from '../../http.js';
import { listAdditionalServices } from './list-additional-services.js';
import { listCountries } from './list-countries.js';
import { listOperators } from './list-operators.js';
import { listTariffs } from './list-tariffs.js';

const tags = ['reference'];
const page = (query: { page: number; offset: number }) => ({ page: query.page, size: query.offset });

/** Catalogues anyone may read: countries, operators, tariffs, additional services. */
export async function catalogueRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/zones/available',
    {
      schema: {
        tags,
        summary: 'Страны доставки',
        querystring: catalogueQuery,
        response: { 200: pageResponse(countrySchema), ...errors(400) },
      },
    },
    async (request) => paginateArray(await listCountries(ctx.db), page(request.query)),
  );

  app.get(
    '/api/last-mile-operators',
    {
      schema: {
        tags,
        summary: 'Службы доставки по стране получателя',
        querystring: catalogueQuery,
        response: { 200: pageResponse(namedRefSchema), ...errors(400) },
      },
    },
    async (request) => paginateArray(await listOperators(ctx.db), page(request.query)),
  );

  app.get(
    '/api/delivery-transport',
    {
      schema: {
        tags,
        summary: 'Тарифы международной доставки',
        querystring: tariffsQuery,
        response: { 200: pageResponse(deliveryTariffSchema), ...errors(400) },
      },
    },
    async (request) =>
      paginateArray(
        await listTariffs(ctx.db, {
          countryCode: request.query.countryId,
          dangerousOnly: request.query.isDangerous,
        }),
        page(request.query),
      ),
  );

  app.get(
    '/api/additional-service/e-object-type/:type',
    {
      schema: {
        tags,
        summary: 'Дополнительные услуги для товара, посылки или заказа',
        params: z.object({ type: z.enum(['GOODS', 'PARCEL', 'ORDER']) }),
        querystring: catalogueQuery,
        response: { 200: pageResponse(additionalServiceSchema), ...errors(400) },
      },
    },
    async (request) =>
      paginateArray(await listAdditionalServices(ctx.db, request.params.type), page(request.query)),
  );
}
