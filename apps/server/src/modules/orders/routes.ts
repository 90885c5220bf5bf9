import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { orderCustomerRoutes } from './customer-routes.js';
import { readyOrderRoutes } from './ready-order-routes.js';
import { orderStaffRoutes } from './staff-routes.js';

/** The orders module's HTTP: the customer's orders and lots, ready orders, and the buyer's desk. */
export async function ordersRoutes(app: FastifyInstance, options: { ctx: AppContext }) {
  await app.register(orderCustomerRoutes, options);
  await app.register(readyOrderRoutes, options);
  await app.register(orderStaffRoutes, options);
}
