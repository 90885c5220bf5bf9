import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { financeCustomerRoutes } from './customer-routes.js';
import { financeRateRoutes } from './staff-rate-routes.js';
import { financeStaffRoutes } from './staff-routes.js';
import { topUpRoutes } from './top-ups/routes.js';
import { topUpStaffRoutes } from './top-ups/staff-routes.js';
import { topUpWebhookRoutes } from './top-ups/webhook-routes.js';

/** What finance runs when a second member approves its requests; `app.ts` hands it to the approvals plugin. */
export { financeApprovalExecutors } from './approval-executors.js';

/** The finance module's HTTP: the customer's money and top-ups, the finance desk, the providers' notifications. */
export async function financeRoutes(app: FastifyInstance, options: { ctx: AppContext }) {
  await app.register(financeCustomerRoutes, options);
  await app.register(financeStaffRoutes, options);
  await app.register(financeRateRoutes, options);
  await app.register(topUpRoutes, options);
  await app.register(topUpStaffRoutes, options);
  await app.register(topUpWebhookRoutes, options);
}
