import { eq, sql, type SQL } from 'drizzle-orm';
import { PARCEL_CATEGORY } from '@cargo/domain';
import { parcels } from '../../db/schema/parcels.js';
import { parcelsInCategory as countCategory } from './parcel-counters.js';

/**
 * The dashboard's parcel counters as scalar subqueries for its one statement, by the list's status categories
 * (the badge's): awaiting payment (3), customs problems (8), delivery problems (14); each an index range scan on
 * parcels_user_status_idx.
 */
export function parcelsDashboardCounts(userId: number): {
  awaitingPayment: SQL<number>;
  problemsCustoms: SQL<number>;
  problemsDelivery: SQL<number>;
  any: SQL<boolean>;
} {
  return {
    awaitingPayment: countCategory(userId, PARCEL_CATEGORY.AWAITING_PAYMENT),
    problemsCustoms: countCategory(userId, PARCEL_CATEGORY.PROBLEMS_CUSTOMS),
    problemsDelivery: countCategory(userId, PARCEL_CATEGORY.PROBLEMS_DELIVERY),
    any: sql<boolean>`exists (select 1 from ${parcels} where ${eq(parcels.userId, userId)})`,
  };
}
