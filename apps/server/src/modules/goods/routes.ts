import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { goodActionRoutes } from './action-routes.js';
import { goodRoutes } from './good-routes.js';
import { goodListRoutes } from './list-routes.js';

/** The customer's goods: lists, registration and editing, status actions and photos. */
export async function goodsRoutes(app: FastifyInstance, options: { ctx: AppContext }) {
  await app.register(goodListRoutes, options);
  await app.register(goodRoutes, options);
  await app.register(goodActionRoutes, options);
}
