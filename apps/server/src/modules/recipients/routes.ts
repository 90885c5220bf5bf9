import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { recipientCustomerRoutes } from './customer-routes.js';
import { recipientStaffRoutes } from './staff-routes.js';

/** The recipients module's HTTP: the customer's recipients and self-fill links, and the staff review desk. */
export async function recipientRoutes(app: FastifyInstance, options: { ctx: AppContext }) {
  await app.register(recipientCustomerRoutes, options);
  await app.register(recipientStaffRoutes, options);
}
