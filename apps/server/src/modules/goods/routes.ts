import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { goodActionRoutes } from './action-routes.js';
import { goodRoutes } from './good-routes.js';
import { goodsLabelRoutes } from './label-routes.js';
import { goodListRoutes } from './list-routes.js';
import { photoApprovalRoutes } from './photo-approval-routes.js';
import type { GoodsReceivedHook } from './receive-track.js';
import { goodsStaffRoutes } from './staff-routes.js';
import { registerStorageJobs } from './storage-jobs.js';
import { goodsTnvedRoutes } from './tnved-routes.js';
import { storageTermsRoutes } from './storage-terms-routes.js';

export interface GoodsRoutesOptions {
  ctx: AppContext;
  /** Run in the warehouse scan's transaction with the goods it received (app.ts hands in the parcels' step). */
  onGoodsReceived: GoodsReceivedHook;
}

/**
 * The goods module's HTTP: the customer's goods (lists, registration and editing, status actions, photos) and the
 * warehouse desk.
 */
export async function goodsRoutes(app: FastifyInstance, options: GoodsRoutesOptions) {
  registerStorageJobs(options.ctx);
  await app.register(goodListRoutes, options);
  await app.register(goodRoutes, options);
  await app.register(goodActionRoutes, options);
  await app.register(photoApprovalRoutes, options);
  await app.register(goodsStaffRoutes, options);
  await app.register(goodsLabelRoutes, options);
  await app.register(goodsTnvedRoutes, options);
  await app.register(storageTermsRoutes, options);
}
