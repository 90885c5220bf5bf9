import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { parcelCalcRoutes } from './calc-routes.js';
import { parcelCountersRoutes } from './counters-routes.js';
import { parcelCustomerRoutes } from './customer-routes.js';
import { parcelGoodsRoutes } from './parcel-goods-routes.js';
import { parcelInsuranceRoutes } from './insurance-routes.js';
import { parcelPayRoutes } from './pay-routes.js';
import { parcelTrackingRoutes } from './tracking-routes.js';
import { readyGoodsRoutes } from './ready-goods-routes.js';
import { parcelStaffRoutes } from './staff-routes.js';
import { parcelLabelRoutes } from './label-routes.js';

/** An approved insurance claim, run by the approvals plugin `app.ts` hands it to (decision 049). */
export { executeApprovedInsuranceClaim } from './record-insurance-claim.js';

/**
 * The parcels module's HTTP: the public delivery calculator, the customer's parcels (their goods, payment and tracking, one-click goods sent on with
 * their own parcel) and the warehouse desk.
 */
export async function parcelsRoutes(app: FastifyInstance, options: { ctx: AppContext }) {
  await app.register(parcelCalcRoutes, options);
  await app.register(parcelInsuranceRoutes, options);
  await app.register(parcelCountersRoutes, options);
  await app.register(parcelCustomerRoutes, options);
  await app.register(parcelGoodsRoutes, options);
  await app.register(parcelPayRoutes, options);
  await app.register(parcelTrackingRoutes, options);
  await app.register(readyGoodsRoutes, options);
  await app.register(parcelStaffRoutes, options);
  await app.register(parcelLabelRoutes, options);
}
