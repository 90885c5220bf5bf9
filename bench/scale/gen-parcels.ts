/**
 * Parcels (every status, by age: the old ones delivered or archived, the last weeks' spread over the desk's work),
 * their tracking events along the way, flights (one shipped flight per day with the parcels it carried, two open
 * ones with the paid parcels waiting, and the burst flight of contract.ts) and the outgoing tracks.
 */
import { SCALE_BURST_FLIGHT_NUMBER } from './contract.ts';
import { exec, hash01, pick, type Phase } from './gen-support.ts';

const age = `extract(epoch from now() - created_at) / 86400`;

/** A parcel's status from its age in days and a uniform number. */
const STATUS = `case
  when ${age} > 75 then ${pick('h', [
    [950, 47],
    [600, 46],
    [102, 4],
    [100, 2],
    [800, 1],
  ])}
  when ${age} > 30 then ${pick('h', [
    [600, 50],
    [500, 15],
    [400, 8],
    [350, 8],
    [510, 3],
    [520, 2],
    [530, 2],
    [450, 2],
    [950, 5],
    [100, 3],
    [102, 2],
  ])}
  when ${age} > 10 then ${pick('h', [
    [200, 25],
    [50, 20],
    [350, 15],
    [400, 10],
    [40, 10],
    [33, 8],
    [450, 2],
    [500, 5],
    [100, 5],
  ])}
  else ${pick('h', [
    [9, 5],
    [10, 20],
    [15, 10],
    [20, 15],
    [30, 10],
    [33, 15],
    [35, 5],
    [40, 15],
    [50, 5],
  ])} end`;

/** Paid and on its way (or arrived): has an outgoing track and a flight. */
export const SENT = `(status_id >= 50 and status_id not in (100, 102, 800))`;
/** The shipped flight a sent parcel left on: the day's flight, six days after the parcel was made. */
const FLIGHT_OF = (at: string) =>
  `'SU' || to_char(least(${at} + interval '6 days', now() - interval '1 day')::date, 'YYYYMMDD')`;
const WEIGHED = `(status_id >= 33 and status_id not in (35, 100, 102))`;

export const parcelsPhase: Phase = {
  name: 'parcels, flights, tracking events',
  async run(client, plan) {
    await exec(
      client,
      `create temp table gen_parcel_plan as
       select c.user_id, k, c.created_at + (now() - c.created_at) * ((k - ${hash01('c.idx * 131 + k', 20)}) / c.parcels_n)
         + make_interval(secs => (c.idx % 1000) / 1000.0) as created_at, ${hash01('c.idx * 131 + k', 21)} as h
       from gen_customer c, generate_series(1, c.parcels_n) as k;
       alter table gen_parcel_plan add column status_id integer;
       update gen_parcel_plan set status_id = ${STATUS};`,
    );
    // The burst flight's parcels: paid, one per customer in turn, whatever the scale.
    await exec(
      client,
      `create temp table gen_owner as
       select user_id, row_number() over (order by idx) as r from gen_customer where goods_n > 0 and idx > 2;
       insert into gen_parcel_plan (user_id, k, created_at, h, status_id)
       select c.user_id, 0, now() - interval '3 days' + make_interval(secs => n), 0, 40
       from generate_series(1, ${plan.burstParcels}) as n
       join gen_owner c on c.r = 1 + (n - 1) % (select count(*) from gen_owner)`,
    );
    await exec(
      client,
      `insert into parcels (user_id, name, status_id, recipient_id, address_id, delivery_transport_id, package_type_id,
         additional_services_ids, outgoing_declaration, insured, declared_value, weight_kg, length_cm, width_cm,
         height_cm, chargeable_weight_kg, delivery_price, paid_at, status_reason, registry, created_at, updated_at)
       select g.user_id, case when k = 0 then 'Рейсовая посылка' else 'Посылка ' || k || ': одежда и обувь' end,
         status_id, case when status_id <> 9 then r.id end, case when status_id <> 9 then a.id end,
         case when status_id <> 9 then 111 end, 1, '{2,3}',
         case when ${SENT} then 'CN' || lpad(((row_number() over (order by created_at) * 982451653) % 1000000000)::text, 9, '0') || 'RU' end,
         h < 0.1, case when ${WEIGHED} then (200 + floor(h * 1500))::numeric(14,2) end,
         case when ${WEIGHED} then (1 + h * 9)::numeric(10,3) end,
         case when ${WEIGHED} then 40 end, case when ${WEIGHED} then 30 end, case when ${WEIGHED} then 20 end,
         case when ${WEIGHED} then (1 + h * 9)::numeric(10,1) end,
         case when ${WEIGHED} then (990 + floor(h * 9) * 790)::numeric(14,2) end,
         case when status_id = 40 or ${SENT} or status_id = 800 then created_at + interval '5 days' end,
         case when status_id in (450, 510, 520, 530) then 'Нужны документы от получателя' end,
         case when ${SENT} then ${FLIGHT_OF('created_at')} end, created_at, created_at
       from gen_parcel_plan g left join gen_recipient r using (user_id) left join gen_address a using (user_id)
       order by created_at`,
    );
    // The plan again with the ids: a customer's k-th parcel is its k-th by id (inserted in time order).
    await exec(
      client,
      `create temp table gen_parcel as
       select id, user_id, status_id, created_at, case when name = 'Рейсовая посылка' then 0
         else row_number() over (partition by user_id, name = 'Рейсовая посылка' order by id) end as k
       from parcels;
       create index on gen_parcel (user_id, k); analyze gen_parcel; drop table gen_parcel_plan`,
    );
    await flights(client);
    await trackingEvents(client);
  },
};

async function flights(client: Parameters<Phase['run']>[0]) {
  await exec(
    client,
    `insert into flights (number, carrier, planned_date, status, created_by, created_at, shipped_at)
     select 'SU' || to_char(d, 'YYYYMMDD'), 'China Southern', d, 'shipped', null, d - interval '2 days', d + interval '18 hours'
     from (select distinct least(created_at + interval '6 days', now() - interval '1 day')::date as d
           from gen_parcel where ${SENT}) days order by d;
     insert into flights (number, carrier, planned_date, status, created_at) values
       ('OPEN-' || to_char(now(), 'YYYYMMDD') || '-A', 'China Southern', (now() + interval '1 day')::date, 'open', now() - interval '5 days'),
       ('OPEN-' || to_char(now(), 'YYYYMMDD') || '-B', 'Air China Cargo', (now() + interval '3 days')::date, 'open', now() - interval '4 days'),
       ('${SCALE_BURST_FLIGHT_NUMBER}', 'China Southern', (now() + interval '2 days')::date, 'open', now() - interval '3 days');
     insert into flight_parcels (flight_id, parcel_id, outgoing_declaration, added_at)
     select f.id, p.id, p.outgoing_declaration, f.created_at
     from parcels p join flights f
       on f.number = p.registry
     where ${SENT.replace(/status_id/g, 'p.status_id')};
     insert into flight_parcels (flight_id, parcel_id, outgoing_declaration, added_at)
     select f.id, p.id, 'CN' || lpad((900000000 + p.id)::text, 9, '0') || 'RU', now() - interval '1 day'
     from gen_parcel p join flights f on f.number = case when p.k = 0 then '${SCALE_BURST_FLIGHT_NUMBER}'
       when p.id % 2 = 0 then 'OPEN-' || to_char(now(), 'YYYYMMDD') || '-A' else 'OPEN-' || to_char(now(), 'YYYYMMDD') || '-B' end
     where p.status_id = 40;
`,
  );
}

/** Each parcel's way so far: the main line up to its status, and its own status when it is off the line. */
async function trackingEvents(client: Parameters<Phase['run']>[0]) {
  await exec(
    client,
    `create temp table gen_way (status_id integer, rank integer, days integer, place text);
     insert into gen_way values (10, 1, 0, 'Склад в Гуанчжоу'), (20, 2, 2, 'Склад в Гуанчжоу'), (30, 3, 3, 'Склад в Гуанчжоу'),
       (33, 4, 3, null), (40, 5, 5, null), (50, 6, 6, 'Гуанчжоу'), (200, 7, 7, 'Аэропорт Байюнь'),
       (350, 8, 11, 'Таможня, Москва'), (400, 9, 14, 'Москва'), (500, 10, 16, 'Москва'), (600, 11, 20, null);
     create temp table gen_rank as select * from (values (9, 0), (10, 1), (15, 1), (20, 2), (30, 3), (33, 4), (35, 4),
       (40, 5), (50, 6), (200, 7), (350, 8), (450, 8), (400, 9), (500, 10), (510, 10), (520, 10), (530, 10), (600, 11),
       (950, 11), (100, 1), (102, 1), (800, 5)) as t(status_id, rank);
     insert into parcel_tracking_events (parcel_id, at, status_id, place)
     select id, at, status_id, place from (
       select p.id, least(p.created_at + make_interval(days => w.days), now()) as at, w.status_id, w.place
       from gen_parcel p join gen_rank r on r.status_id = p.status_id join gen_way w on w.rank <= r.rank
       union all
       select p.id, least(p.created_at + make_interval(days => 21), now()), p.status_id, null
       from gen_parcel p where p.status_id in (9, 15, 35, 450, 510, 520, 530, 950, 100, 102, 800)
     ) e order by at`,
  );
}
