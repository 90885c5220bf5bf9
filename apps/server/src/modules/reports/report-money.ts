import { sql } from 'drizzle-orm';
import { CURRENCY_CCYS, type ReportMoney, type ReportQuery } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { bucketOf, bucketsCte, rowsOf } from './report-buckets.js';

type MoneyRow = ReportMoney & { start: string };

/**
 * The ledger's rows of the range by bucket and currency. A parcel's payment is split by the price it paid
 * (`parcels.price_breakdown`, written at weighing): its services' lines, its insurance and the storage debts it
 * carried; the rest (freight less the discount, packaging) is delivery. A buyout lot's payment is split by the
 * lot's commission percent p: commission = amount × p / (100 + p), rounded to the fen; the rest is the goods.
 * So every row counts once and each currency's figures add up to the ledger's sum (decision 065).
 */
export function moneyRows(db: Executor, query: ReportQuery) {
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
