import { sql } from 'drizzle-orm';
import {
  DASHBOARD_COUNTER_LINK,
  DASHBOARD_COUNTER_TITLE,
  DASHBOARD_EVENTS_LIMIT,
  type Dashboard,
  type DashboardCounter,
  type DashboardCounterKey,
} from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { sessionIsOpen } from '../auth/index.js';
import { cargoAwaitingPaymentCount } from '../cargo/index.js';
import { accountsColumn } from '../finance/index.js';
import { goodsDashboardCounts } from '../goods/index.js';
import { unreadAnswersCount } from '../helpdesk/index.js';
import { latestEventsColumn } from '../notifications/index.js';
import { ordersDashboardCounts } from '../orders/index.js';
import { parcelsDashboardCounts } from '../parcels/index.js';
import { canceledRecipientsCount } from '../recipients/index.js';
import { warehouseFor } from '../reference/index.js';
import type { AppConfig } from '../../config.js';
import { preparedPerDatabase } from '../../db/prepared-per-database.js';

/**
 * One statement: the session check, the balances, every counter and the latest events, each a scalar subquery a
 * module hands out (goods from their kept counts, decision 037; the others an index range scan limited to the
 * counted statuses, so the archive costs nothing; the events one index scan as a JSON array). Built and prepared
 * once per database: building its fourteen subqueries took a quarter of the portal's CPU per request (profile,
 * decision 037). Every module only interpolates the customer's id into its SQL, so a placeholder stands in for it.
 */
function factsQuery(db: Executor) {
  const userId = sql.placeholder('userId') as unknown as number;
  const goods = goodsDashboardCounts(userId);
  const parcels = parcelsDashboardCounts(userId);
  const orders = ordersDashboardCounts(userId);
  return db
    .select({
      balances: accountsColumn(userId),
      goodsWaiting: goods.waiting,
      goodsProblem: goods.problem,
      parcelsAwaitingPayment: parcels.awaitingPayment,
      parcelsProblemsCustoms: parcels.problemsCustoms,
      parcelsProblemsDelivery: parcels.problemsDelivery,
      cargoAwaitingPayment: cargoAwaitingPaymentCount(userId),
      lotsAwaitingPriceConfirmation: orders.priceConfirmation,
      recipientsCanceled: canceledRecipientsCount(userId),
      supportUnread: unreadAnswersCount(userId),
      hasGoods: goods.any,
      hasParcels: parcels.any,
      hasOrders: orders.any,
      events: latestEventsColumn(userId, DASHBOARD_EVENTS_LIMIT),
    })
    .from(sql`(select 1) as dashboard`)
    .where(sessionIsOpen(sql.placeholder('sessionId'), sql.placeholder('userId')))
    .prepare('dashboard_facts');
}
const factsQueryOf = preparedPerDatabase(factsQuery);

/** The facts of the customer's dashboard; null when the session is not open. */
async function readFacts(db: Executor, userId: number, sessionId: string) {
  const [row] = await factsQueryOf(db).execute({ userId, sessionId });
  return row ?? null;
}

/**
 * `GET /api/dashboard`: balances, the counters with the lists they lead to, the latest events as the bell shows
 * them, the warehouse address with the customer's code, and whether the customer is new. One statement with the
 * session check (readFacts). Null when the session is not open.
 */
export async function getDashboard(
  db: Executor,
  config: AppConfig,
  userId: number,
  sessionId: string,
): Promise<Dashboard | null> {
  const facts = await readFacts(db, userId, sessionId);
  if (!facts) return null;
  const counter = (key: DashboardCounterKey): DashboardCounter => ({
    key,
    title: DASHBOARD_COUNTER_TITLE[key],
    count: facts[key],
    link: DASHBOARD_COUNTER_LINK[key],
  });
  const counters = [
    counter('goodsWaiting'),
    counter('goodsProblem'),
    counter('parcelsAwaitingPayment'),
    counter('parcelsProblemsCustoms'),
    counter('parcelsProblemsDelivery'),
    counter('cargoAwaitingPayment'),
    ...(facts.hasOrders ? [counter('lotsAwaitingPriceConfirmation')] : []),
    counter('recipientsCanceled'),
    counter('supportUnread'),
  ];
  return {
    isNew: !facts.hasGoods && !facts.hasParcels && !facts.hasOrders,
    balances: facts.balances,
    counters,
    events: facts.events,
    warehouse: warehouseFor(config, userId),
  };
}
