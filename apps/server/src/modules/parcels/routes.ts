import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { parcelCustomerRoutes } from './customer-routes.js';
import { parcelGoodsRoutes } from './parcel-goods-routes.js';
import { parcelPaymentTrackingRoutes } from './payment-tracking-routes.js';
import { readyGoodsRoutes } from './ready-goods-routes.js';

/** The customer's parcels: their goods, payment and tracking, and one-click goods sent on with their own parcel. */
export async function parcelsRoutes(app: FastifyInstance, options: { ctx: AppContext }) {
  await app.register(parcelCustomerRoutes, options);
  await app.register(parcelGoodsRoutes, options);
  await app.register(parcelPaymentTrackingRoutes, options);
  await app.register(readyGoodsRoutes, options);
}
