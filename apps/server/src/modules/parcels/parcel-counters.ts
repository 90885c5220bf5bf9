import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { PARCEL_CATEGORY, type ParcelCounters, statusesOfCategories } from '@cargo/domain';
import { readRows, type ReadScope } from '../../db/read/reader.js';
import { parcels } from '../../db/schema/parcels.js';
import { inStatusSet } from './status-set.js';

/**
 * The customer's parcels in one status category, as a scalar subquery: a range scan of parcels_user_status_idx
 * over the category's statuses only (awaiting payment, customs or delivery problems: a customer's current few),
 * so the archive is never read, however long (decision 037).
 */
export const parcelsInCategory = (userId: number | Placeholder, category: number): SQL<number> =>
  sql<number>`(select cast(count(*) as integer) from ${parcels}
    where ${parcels.userId} = ${userId} and (${inStatusSet(statusesOfCategories([category]))}))`.mapWith(
    Number,
  );

/** The badge's three counts as columns of one row (the parcel page reads them in its own statement too). */
export const countersOf = (userId: number | Placeholder) => ({
  parcelsAwaitingPayment: parcelsInCategory(userId, PARCEL_CATEGORY.AWAITING_PAYMENT),
  problemsRuCustoms: parcelsInCategory(userId, PARCEL_CATEGORY.PROBLEMS_CUSTOMS),
  problemsRuDelivery: parcelsInCategory(userId, PARCEL_CATEGORY.PROBLEMS_DELIVERY),
});

/** The badge counters in one prepared statement (the sidebar asks for them on every page). */
export async function parcelCounters(scope: ReadScope, userId: number): Promise<ParcelCounters> {
  const counters = countersOf(sql.placeholder('userId'));
  const [row] = await readRows(
    scope,
    () =>
      scope.db
        .select({
          parcelsAwaitingPayment: counters.parcelsAwaitingPayment.as('parcelsAwaitingPayment'),
          problemsRuCustoms: counters.problemsRuCustoms.as('problemsRuCustoms'),
          problemsRuDelivery: counters.problemsRuDelivery.as('problemsRuDelivery'),
        })
        .from(sql`(select 1) as one`)
        .$dynamic(),
    { name: 'parcel_counters', values: { userId } },
  );
  return row!;
}
