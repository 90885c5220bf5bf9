import { type SQL, sql } from 'drizzle-orm';
import {
  CURRENCY_CCYS,
  PARCEL_STATUS,
  type Report,
  type ReportBucket,
  type ReportMoney,
  type ReportQuery,
  REPORT_TIME_ZONE,
} from '@cargo/domain';
import type { Executor } from '../../db/client.js';

/**
 * `GET /api/staff/reports` (decision 065): the business by day, week or month in Moscow time, in two set-based
 * statements — the operations (goods, parcels, flights, tickets, today's storage debt) and the money (the ledger's
 * rows of the range grouped by bucket, currency and kind). Each groups by `date_trunc` of the row's Moscow time; no
 * loop over rows runs in the portal. The range is widened to whole buckets (a week from Monday, a month from the 1st).
 */
export async function buildReport(db: Executor, query: ReportQuery): Promise<Report> {
  const [operations, money] = await Promise.all([operationRows(db, query), moneyRows(db, query)]);
  const moneyByBucket = new Map<string, ReportMoney[]>();
  for (const row of money) {
    const list = moneyByBucket.get(row.start) ?? [];
    const { start: _start, ...figures } = row;
    list.push(figures);
    moneyByBucket.set(row.start, list);
  }
  const buckets: ReportBucket[] = operations.map((row) => ({
    start: row.start,
    end: row.end,
    goodsReceived: Number(row.goods_received),
    parcelsShipped: Number(row.parcels_shipped),
    shippedWeightKg: row.shipped_weight_kg,
    flights: Number(row.flights),
    ticketsOpened: Number(row.tickets_opened),
    ticketsAnswered: Number(row.tickets_answered),
    firstAnswerMedianMinutes: minutes(row.first_answer_median),
    firstAnswerAvgMinutes: minutes(row.first_answer_avg),
    money: moneyByBucket.get(row.start) ?? [],
  }));
  return {
    period: query.period,
    from: buckets[0]?.start ?? query.from,
    to: buckets.at(-1)?.end ?? query.to,
    timeZone: REPORT_TIME_ZONE,
    buckets,
    storageDebtNow: operations[0]?.storage_debt_now ?? '0.00',
    generatedAt: new Date().toISOString(),
  };
}

/** The rows of one statement, on either driver (both answer `{ rows }`). */
async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const minutes = (value: string | number | null) =>
  value === null ? null : Math.round(Number(value) * 10) / 10;

/** The buckets of the range: each one's local (Moscow) start and end and the instants they stand for. */
function bucketsCte(query: ReportQuery) {
  const step = sql.raw(`'1 ${query.period}'::interval`);
  const unit = sql.raw(`'${query.period}'`);
  const zone = sql.raw(`'${REPORT_TIME_ZONE}'`);
  return sql`buckets as (
    select local_start,
      local_start + ${step} as local_end,
      local_start at time zone ${zone} as start_at,
      (local_start + ${step}) at time zone ${zone} as end_at
    from generate_series(
      date_trunc(${unit}, ${query.from}::date::timestamp),
      date_trunc(${unit}, ${query.to}::date::timestamp),
      ${step}
    ) as local_start
  ),
  range as (select min(start_at) as lo, max(end_at) as hi from buckets)`;
}

/** The bucket (its local start) an instant falls in. */
const bucketOf = (query: ReportQuery, column: string) =>
  sql.raw(`date_trunc('${query.period}', ${column} at time zone '${REPORT_TIME_ZONE}')`);

interface OperationRow {
  start: string;
  end: string;
  goods_received: string | number;
  parcels_shipped: string | number;
  shipped_weight_kg: string;
  flights: string | number;
  tickets_opened: string | number;
  tickets_answered: string | number;
  first_answer_median: string | number | null;
  first_answer_avg: string | number | null;
  storage_debt_now: string;
}

function operationRows(db: Executor, query: ReportQuery) {
  return rowsOf<OperationRow>(
    db,
    sql`
    with ${bucketsCte(query)},
    received as (
      select ${bucketOf(query, 'g.received_at')} as local_start, count(*) as n
      from goods g, range
      where g.received_at >= range.lo and g.received_at < range.hi
      group by 1
    ),
    first_shipping as (
      select e.parcel_id, min(e.at) as at
      from parcel_tracking_events e, range
      where e.status_id = ${PARCEL_STATUS.SENT} and e.at >= range.lo and e.at < range.hi
      group by e.parcel_id
    ),
    shipped as (
      select ${bucketOf(query, 's.at')} as local_start, count(*) as n,
        coalesce(sum(p.weight_kg), 0) as weight, count(distinct p.registry) as flights
      from first_shipping s join parcels p on p.id = s.parcel_id
      group by 1
    ),
    opened as (
      select ${bucketOf(query, 't.created_at')} as local_start, count(*) as n
      from tickets t, range
      where t.created_at >= range.lo and t.created_at < range.hi
      group by 1
    ),
    answered as (
      select ${bucketOf(query, 't.first_response_at')} as local_start, count(*) as n,
        percentile_cont(0.5) within group (order by extract(epoch from t.first_response_at - t.created_at) / 60)
          as median,
        avg(extract(epoch from t.first_response_at - t.created_at) / 60) as average
      from tickets t, range
      where t.first_response_at >= range.lo and t.first_response_at < range.hi
      group by 1
    )
    select to_char(b.local_start, 'YYYY-MM-DD') as "start",
      to_char(b.local_end - interval '1 day', 'YYYY-MM-DD') as "end",
      coalesce(received.n, 0) as goods_received,
      coalesce(shipped.n, 0) as parcels_shipped,
      coalesce(shipped.weight, 0)::numeric(14, 3)::text as shipped_weight_kg,
      coalesce(shipped.flights, 0) as flights,
      coalesce(opened.n, 0) as tickets_opened,
      coalesce(answered.n, 0) as tickets_answered,
      answered.median as first_answer_median,
      answered.average as first_answer_avg,
      (select coalesce(sum(storage_fee_due), 0) from goods where storage_fee_due > 0)::numeric(16, 2)::text
        as storage_debt_now
    from buckets b
      left join received using (local_start)
      left join shipped using (local_start)
      left join opened using (local_start)
      left join answered using (local_start)
    order by b.local_start
  `,
  );
}

type MoneyRow = ReportMoney & { start: string };

/**
 * The ledger's rows of the range by bucket and currency. A parcel's payment is split by the price it paid
 * (`parcels.price_breakdown`, written at weighing): its services' lines, its insurance and the storage debts it
 * carried; the rest (freight less the discount, packaging) is delivery. A buyout lot's payment is split by the
 * lot's commission percent p: commission = amount × p / (100 + p), rounded to the fen; the rest is the goods.
 * So every row counts once and each currency's figures add up to the ledger's sum (decision 065).
 */
function moneyRows(db: Executor, query: ReportQuery) {
  const currencies = sql.join(
    CURRENCY_CCYS.map((ccy) => sql`(${ccy})`),
    sql`, `,
  );
  const total = (expression: string) => sql.raw(`coalesce(${expression}, 0)::numeric(16, 2)::text`);
  return rowsOf<MoneyRow>(
    db,
    sql`
    with ${bucketsCte(query)},
    currencies(currency) as (values ${currencies}),
    rows as (
      select ${bucketOf(query, 't.created_at')} as local_start, a.currency, t.kind, t.amount,
        case when t.kind = 'parcel_payment' then coalesce((
          select sum(round((line ->> 'amount')::numeric, 2))
          from jsonb_array_elements(p.price_breakdown -> 'lines') as line
          where jsonb_typeof(line -> 'serviceId') = 'number'
        ), 0) else 0 end as services,
        case when t.kind = 'parcel_payment'
          then coalesce(round((p.price_breakdown -> 'insurance' ->> 'amount')::numeric, 2), 0) else 0 end as insurance,
        case when t.kind = 'parcel_payment'
          then coalesce(round((p.price_breakdown ->> 'storage')::numeric, 2), 0) else 0 end as parcel_storage,
        case when t.kind = 'order_payment' and u.commission_percent is not null
          then round(-t.amount * u.commission_percent / (100 + u.commission_percent), 2) else 0 end as commission
      from account_transactions t
        cross join range
        join accounts a on a.id = t.account_id
        left join parcels p on t.kind = 'parcel_payment' and t.reference_type = 'parcel' and p.id = t.reference_id
        left join order_units u on t.kind = 'order_payment' and t.reference_type = 'orderUnit'
          and u.id = t.reference_id
      where t.created_at >= range.lo and t.created_at < range.hi
    ),
    sums as (
      select local_start, currency,
        sum(amount) filter (where kind = 'top_up') as top_ups,
        -sum(amount) filter (where kind in ('parcel_payment', 'cargo_payment')) as paid_for_delivery,
        sum(services) as services,
        sum(insurance) as insurance,
        sum(parcel_storage) as parcel_storage,
        -sum(amount) filter (where kind = 'storage_fee') as storage_fees,
        sum(commission) as commission,
        -sum(amount) filter (where kind = 'order_payment') as buyout_paid,
        sum(amount) filter (where kind in ('parcel_refund', 'cargo_refund', 'order_refund')) as refunds,
        sum(amount) filter (where kind = 'insurance_refund') as insurance_payouts,
        -sum(amount) filter (where kind = 'refund') as card_refunds,
        sum(amount) filter (where kind not in ('top_up', 'parcel_payment', 'cargo_payment', 'storage_fee',
          'order_payment', 'parcel_refund', 'cargo_refund', 'order_refund', 'insurance_refund', 'refund')) as other,
        sum(amount) as net
      from rows
      group by local_start, currency
    ),
    -- Balances before the range, once per currency: today's balances less the range's rows (summed above) and the
    -- rows after it (an index range, none when the range ends today), so the ledger is read once.
    opening as materialized (
      select c.currency,
        coalesce(held.balance, 0) - coalesce(within.amount, 0) - coalesce(after.amount, 0) as balance
      from currencies c
        left join (select currency, sum(balance) as balance from accounts group by currency) held using (currency)
        left join (select currency, sum(net) as amount from sums group by currency) within using (currency)
        left join (
          select a.currency, sum(t.amount) as amount
          from account_transactions t cross join range join accounts a on a.id = t.account_id
          where t.created_at >= range.hi
          group by a.currency
        ) after using (currency)
    )
    select to_char(b.local_start, 'YYYY-MM-DD') as "start", c.currency,
      ${total('s.top_ups')} as "topUps",
      (coalesce(s.paid_for_delivery, 0) - coalesce(s.services, 0) - coalesce(s.insurance, 0)
        - coalesce(s.parcel_storage, 0))::numeric(16, 2)::text as "delivery",
      ${total('s.services')} as "services",
      ${total('s.commission')} as "buyoutCommission",
      (coalesce(s.buyout_paid, 0) - coalesce(s.commission, 0))::numeric(16, 2)::text as "buyoutGoods",
      (coalesce(s.storage_fees, 0) + coalesce(s.parcel_storage, 0))::numeric(16, 2)::text as "storage",
      ${total('s.insurance')} as "insurance",
      ${total('s.refunds')} as "refunds",
      ${total('s.insurance_payouts')} as "insurancePayouts",
      ${total('s.card_refunds')} as "cardRefunds",
      ${total('s.other')} as "other",
      ${total('s.net')} as "net",
      (o.balance + sum(coalesce(s.net, 0)) over (partition by c.currency order by b.local_start))
        ::numeric(16, 2)::text as "balancesEnd"
    from buckets b
      cross join currencies c
      join opening o on o.currency = c.currency
      left join sums s on s.local_start = b.local_start and s.currency = c.currency
    order by b.local_start, c.currency
  `,
  );
}
