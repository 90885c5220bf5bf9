import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { goodActionRoutes } from './action-routes.js';
import { goodRoutes } from './good-routes.js';
import { goodListRoutes } from './list-routes.js';
import { goodsStaffRoutes } from './staff-routes.js';

/**
 * The goods module's HTTP: the customer's goods (lists, registration and editing, status actions, photos) and the
 * warehouse desk.
 */
export async function goodsRoutes(app: FastifyInstance, options: { ctx: AppContext }) {
  await app.register(goodListRoutes, options);
  await app.register(goodRoutes, options);
  await app.register(goodActionRoutes, options);
  await app.register(goodsStaffRoutes, options);
}
