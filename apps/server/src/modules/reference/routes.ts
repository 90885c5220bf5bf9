import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { calcLookupRoutes } from './calc-lookup-routes.js';
import { catalogueRoutes } from './catalogue-routes.js';
import { deliveryPointRoutes } from './delivery-point-routes.js';
import { suggestionRoutes } from './suggestion-routes.js';
import { ukraineRoutes } from './ukraine-routes.js';
import { warehouseRoutes } from './warehouse-routes.js';

/** Lookups served by paid providers in production (CDEK, DaData): for signed-in customers only. */
async function lookupRoutes(fastify: FastifyInstance, options: { ctx: AppContext }) {
  fastify.addHook('onRequest', fastify.authenticate);
  await fastify.register(deliveryPointRoutes, options);
  await fastify.register(suggestionRoutes, options);
  await fastify.register(ukraineRoutes, options);
  await fastify.register(warehouseRoutes, options);
}

/** The reference module's HTTP: catalogues anyone may read, the calculator's public lookups, and the customers' lookups. */
export async function referenceRoutes(app: FastifyInstance, options: { ctx: AppContext }) {
  await app.register(catalogueRoutes, options);
  await app.register(calcLookupRoutes, options);
  await app.register(lookupRoutes, options);
}
