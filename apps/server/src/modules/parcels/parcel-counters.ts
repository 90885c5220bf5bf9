import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { PARCEL_CATEGORY, type ParcelCounters, statusesOfCategories } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { parcels } from '../../db/schema/parcels.js';
import { sessionIsOpen } from '../auth/index.js';
import { inStatusSet } from './status-set.js';
import { preparedPerDatabase } from '../../db/prepared-per-database.js';

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

/** The counters `my-parcels` answers beside its page (its session was checked by the authenticate hook). */
export async function parcelCounters(db: Executor, userId: number): Promise<ParcelCounters> {
  const [row] = await db.select(countersOf(userId)).from(sql`(select 1) as one`);
  return row!;
}

function countersQuery(db: Executor) {
  const userId = sql.placeholder('userId');
  return db
    .select(countersOf(userId))
    .from(sql`(select 1) as one`)
    .where(sessionIsOpen(sql.placeholder('sessionId'), userId))
    .prepare('parcel_counters_in_session');
}
// Prepared once per database: the sidebar's badge asks for it on every page.
const countersQueryOf = preparedPerDatabase(countersQuery);

/** The badge counters in one statement with the session check; null when the session is not open. */
export async function parcelCountersInSession(
  db: Executor,
  userId: number,
  sessionId: string,
): Promise<ParcelCounters | null> {
  const [row] = await countersQueryOf(db).execute({ userId, sessionId });
  return row ?? null;
}
