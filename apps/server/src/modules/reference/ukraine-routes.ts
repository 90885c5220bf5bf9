import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  catalogueQuery,
  namedRefSchema,
  ukraineBranchesBody,
  ukraineBranchSchema,
  ukraineCitiesBody,
  ukraineCitySchema,
} from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, errors, pageResponse } from '../../http.js';

const secured = { tags: ['lookup'], security: bearerAuth };
const page = (query: { page: number; offset: number }) => ({ page: query.page, size: query.offset });

/** The legacy Ukrainian lookups: regions, their cities, branches in a city. */
export async function ukraineRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/recipient-client-data/ukr/regions/cl',
    {
      schema: {
        ...secured,
        summary: 'Области Украины',
        querystring: catalogueQuery,
        response: { 200: pageResponse(namedRefSchema), ...errors(400, 401) },
      },
    },
    async (request) => ctx.reference.ukraineRegions(page(request.query)),
  );

  app.post(
    '/api/recipient-client-data/ukr/cities/cl',
    {
      schema: {
        ...secured,
        summary: 'Города области Украины',
        querystring: catalogueQuery,
        body: ukraineCitiesBody,
        response: { 200: pageResponse(ukraineCitySchema), ...errors(400, 401) },
      },
    },
    async (request) => ctx.reference.ukraineCities(request.body.region, page(request.query)),
  );

  app.post(
    '/api/recipient-client-data/ukr/city/branches/cl',
    {
      schema: {
        ...secured,
        summary: 'Отделения в городе Украины',
        querystring: catalogueQuery,
        body: ukraineBranchesBody,
        response: { 200: pageResponse(ukraineBranchSchema), ...errors(400, 401) },
      },
    },
    async (request) => ctx.reference.ukraineBranches(request.body.city, page(request.query)),
  );
}
