import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { helpdeskCustomerRoutes } from './customer-routes.js';
import { registerHelpdeskJobs } from './jobs.js';
import { createAnswerPublisher } from './publisher.js';
import { helpdeskStaffRoutes } from './staff-routes.js';
import { helpdeskStreamRoutes } from './stream-routes.js';

/** The help desk's HTTP (decision 028): the customer's calls, the live stream of answers and the staff desk. */
export async function helpdeskRoutes(app: FastifyInstance, options: { ctx: AppContext }) {
  const { ctx } = options;
  const publisher = await createAnswerPublisher(ctx.channels);
  await app.register(helpdeskCustomerRoutes, { ctx, publisher });
  await app.register(helpdeskStaffRoutes, { ctx, publisher });
  await app.register(helpdeskStreamRoutes, { ctx, publisher });
  registerHelpdeskJobs(ctx, publisher);
}
