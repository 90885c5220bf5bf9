import { sql } from 'drizzle-orm';
import { PARCEL_STATUS, type ReportQuery } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { bucketOf, bucketsCte, rowsOf } from './report-buckets.js';

export interface OperationRow {
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

export function operationRows(db: Executor, query: ReportQuery) {
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
