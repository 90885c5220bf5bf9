import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { cargoCustomerRoutes } from './customer-routes.js';
import { cargoStaffRoutes } from './staff-routes.js';

/** The cargo module's HTTP: the customer's cargo and the cargo desk. */
export async function cargoRoutes(app: FastifyInstance, options: { ctx: AppContext }) {
  await app.register(cargoCustomerRoutes, options);
  await app.register(cargoStaffRoutes, options);
}
