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
import { readRows, type ReadScope } from '../../db/read/reader.js';
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
  // Each named: the facts stand as a subquery of the one read API's statement.
  return db
    .select({
      balances: accountsColumn(userId).as('balances'),
      goodsWaiting: goods.waiting.as('goodsWaiting'),
      goodsProblem: goods.problem.as('goodsProblem'),
      parcelsAwaitingPayment: parcels.awaitingPayment.as('parcelsAwaitingPayment'),
      parcelsProblemsCustoms: parcels.problemsCustoms.as('parcelsProblemsCustoms'),
      parcelsProblemsDelivery: parcels.problemsDelivery.as('parcelsProblemsDelivery'),
      cargoAwaitingPayment: cargoAwaitingPaymentCount(userId).as('cargoAwaitingPayment'),
      lotsAwaitingPriceConfirmation: orders.priceConfirmation.as('lotsAwaitingPriceConfirmation'),
      recipientsCanceled: canceledRecipientsCount(userId).as('recipientsCanceled'),
      supportUnread: unreadAnswersCount(userId).as('supportUnread'),
      hasGoods: goods.any.as('hasGoods'),
      hasParcels: parcels.any.as('hasParcels'),
      hasOrders: orders.any.as('hasOrders'),
      events: latestEventsColumn(userId, DASHBOARD_EVENTS_LIMIT).as('events'),
    })
    .from(sql`(select 1) as dashboard`)
    .$dynamic();
}

/**
 * `GET /api/dashboard`: balances, the counters with the lists they lead to, the latest events as the bell shows
 * them, the warehouse address with the customer's code, and whether the customer is new. One statement with the
 * route's session check (the one read API, prepared once per database).
 */
export async function getDashboard(scope: ReadScope, config: AppConfig, userId: number): Promise<Dashboard> {
  const [facts] = await readRows(scope, () => factsQuery(scope.db), {
    name: 'dashboard_facts',
    values: { userId },
  });
  if (!facts) throw new Error('the dashboard read no facts');
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
