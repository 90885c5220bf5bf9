/**
 * Goods: each customer's first ~72 % ride in its parcels (their status follows the parcel's, as the server's
 * transitions leave them), the rest are free — the last month's spread over the warehouse's statuses, older ones
 * cancelled or returned — and ~FULL_SCALE.goodsPastFreeDays sit on the shelf past their free days, each owing
 * yesterday's fee. Incoming tracks are unique, in the carriers' formats, a few typed in lower case.
 */
import { dateAt, exec, hash01, pick, type Phase } from './gen-support.ts';

/** A unique, realistic track for good number `n` (a bijection of n per carrier's format, so no two collide). */
export const trackOf = (n: string) => `(case (${n}) % 6
  when 0 then 'YT' || lpad(((${n})::bigint * 982451653 % 10000000000000)::text, 13, '0')
  when 1 then 'SF' || lpad(((${n})::bigint * 982451653 % 10000000000000)::text, 13, '0')
  when 2 then 'JT' || lpad(((${n})::bigint * 982451653 % 10000000000000)::text, 13, '0')
  when 3 then '75' || lpad(((${n})::bigint * 982451653 % 1000000000000)::text, 12, '0')
  when 4 then 'LP00' || lpad(((${n})::bigint * 982451653 % 1000000000000)::text, 12, '0')
  else '43' || lpad(((${n})::bigint * 982451653 % 10000000000)::text, 10, '0') end)`;

const PRODUCTS = `'{Кроссовки беговые,Куртка зимняя,Футболка хлопковая,Рюкзак городской,Наушники беспроводные,Чехол для телефона,Платье летнее,Джинсы мужские,Часы наручные,Сумка женская,Игрушка мягкая,Кабель USB-C,Термокружка,Шарф шерстяной,Очки солнцезащитные}'::text[]`;
const TNVED = `'{6403990000,6201930000,6109100000,4202921100,8518300000,3926909709,6204440000,6203423100,9102110000,4202229000}'::text[]`;

const FREE_RECENT = pick('h3', [
  [10, 45],
  [12, 10],
  [20, 25],
  [5, 3],
  [13, 2],
  [11, 4],
  [90, 2],
  [110, 2],
  [111, 1],
  [112, 1],
  [113, 1],
  [114, 1],
  [115, 1],
  [150, 1],
]);
const FREE_OLD = pick('h3', [
  [100, 55],
  [120, 30],
  [90, 5],
  [10, 10],
]);
const STORED = pick('h3', [
  [20, 80],
  [12, 8],
  [11, 4],
  [110, 3],
  [114, 2],
  [150, 3],
]);
const IN_PARCEL = `case ps when 10 then case when h < 0.1 then 9 else 130 end when 9 then 130 when 15 then 140 when 20 then 140
  when 30 then 130 when 33 then 130 when 35 then 130 when 40 then 130 when 800 then 100 else 30 end`;

export const goodsPhase: Phase = {
  name: 'goods, photo reports, waifs, storage charges',
  async run(client, plan) {
    const [free] = await exec(
      client,
      `select (select sum(goods_n - in_parcel_n) from gen_customer) + (select count(*) from gen_parcel g
         join gen_customer c using (user_id) where g.status_id in (100, 102) and g.k <= c.in_parcel_n)::float8 as n`,
    );
    const pStore = Math.min(1, plan.goodsPastFreeDays / Math.max(1, Number(free!.n)));
    await exec(
      client,
      `insert into goods (user_id, incoming_declaration, track_key, status_id, qty, price, currency, description,
         info_url, comment_product, picture, tnved_code, service_type, additional_services_ids, parcel_id, is_ready,
         received_at, storage_fee_due, status_reason, created_at, updated_at)
       select user_id, case when gidx % 50 = 7 then lower(track) else track end, track, status_id, 1 + gidx % 4,
         (19 + floor(h * 900) + (gidx % 100) / 100.0)::numeric(14,2), case when gidx % 20 = 0 then 'USD' else 'CNY' end,
         (${PRODUCTS})[1 + gidx % 15] || ', размер ' || (36 + gidx % 10),
         'https://item.taobao.com/item.htm?id=' || (600000000000 + gidx), case when gidx % 7 = 0 then 'Проверить размер' end,
         case when received_at is not null then lpad(gidx::text, 9, '0') || '-photo.jpg' end,
         case when status_id = 30 and h < 0.3 then (${TNVED})[1 + gidx % 10] end,
         case when gidx % 2 = 0 then 'WITH_CHECK' else 'WITHOUT_CHECK' end,
         case when gidx % 2 = 0 then '{1,4}'::smallint[] else '{4}'::smallint[] end, parcel_id, status_id = 9,
         received_at, case when stored then 10 else 0 end,
         case when status_id in (11, 90) then 'Не соответствует описанию' end, created_at, created_at
       from (
         select *, ${trackOf('gidx')} as track,
           case when parcel_id is not null or stored or status_id in (5, 10, 100) then received_at0
                else created_at + least(interval '3 days', (now() - created_at) / 2) end as received_at
         from (
           select *, case when parcel_id is not null then ${IN_PARCEL} when stored then ${STORED}
               when created_at > now() - interval '30 days' then ${FREE_RECENT} else ${FREE_OLD} end as status_id,
             case when parcel_id is not null then created_at + (pc - created_at) / 2
                  when stored then created_at + interval '3 days' end as received_at0
           from (
             select c.user_id, c.goods_off + s.k as gidx, ${hash01('c.goods_off + s.k', 30)} as h,
               ${hash01('c.goods_off + s.k', 33)} as h3, p.status_id as ps, p.created_at as pc,
               case when p.status_id not in (100, 102) then p.id end as parcel_id,
               (p.id is null or p.status_id in (100, 102)) and ${hash01('c.goods_off + s.k', 31)} < ${pStore} as stored,
               case when p.id is not null and p.status_id not in (100, 102)
                      then p.created_at - make_interval(days => 2 + (${hash01('c.goods_off + s.k', 32)} * 20)::int)
                    when ${hash01('c.goods_off + s.k', 31)} < ${pStore}
                      then now() - make_interval(days => 40 + (${hash01('c.goods_off + s.k', 32)} * 110)::int)
                    else c.created_at + (now() - c.created_at) * ${hash01('c.goods_off + s.k', 34)} end as created_at
             from gen_customer c cross join lateral generate_series(1, c.goods_n) as s(k)
             left join gen_parcel p on p.user_id = c.user_id and s.k <= c.in_parcel_n
               and p.k = 1 + (s.k - 1) % greatest(c.parcels_n, 1)
           ) a
         ) b
       ) g order by created_at`,
    );
    // One good in each parcel of the burst flight.
    await exec(
      client,
      `insert into goods (user_id, incoming_declaration, track_key, status_id, qty, price, description, info_url,
         tnved_code, additional_services_ids, parcel_id, received_at, created_at, updated_at)
       select user_id, t, t, 130, 1, 350.50, 'Кроссовки мужские кожаные', 'https://item.taobao.com/item.htm?id=' || id,
         case when id % 2 = 0 then '6403990000' end, '{}', id, now() - interval '6 days', now() - interval '8 days',
         now() - interval '8 days'
       from (select *, ${trackOf('(100000000 + id)')} as t from gen_parcel where k = 0) p order by id`,
    );
    await exec(
      client,
      `insert into good_photo_reports (good_id, file_name, created_by, created_at)
       select id, id || '-report-' || n || '.jpg', ${plan.staff.warehouse}, received_at
       from goods, generate_series(1, 2) as n
       where status_id in (11, 20) and received_at > now() - interval '60 days';
       insert into storage_charges (good_id, day, user_id, amount, created_at)
       select id, (now() - interval '1 day')::date, user_id, 10, now() - interval '1 day'
       from goods where storage_fee_due > 0;
       insert into goods_status_counts (user_id, status_id, n)
       select user_id, status_id, count(*) from goods group by user_id, status_id;`,
    );
    // The warehouse's waifs: parcels whose track nobody registered; the recent ones still open.
    const waifs = Math.max(50, Math.round(plan.customers * 0.02));
    await exec(
      client,
      `insert into warehouse_receipts (track_number, track_key, received_by, received_at, claimed_by, claimed_at, note)
       select t, t, ${plan.staff.warehouse}, at, case when n > $1 then ${plan.staff.warehouse} end,
         case when n > $1 then at + interval '5 days' end, case when n % 3 = 0 then 'Без маркировки' end
       from (select n, ${trackOf('(200000000 + n * 6)')} as t,
               case when n <= $1 then now() - make_interval(hours => n % 500) else ${dateAt(hash01('n', 40))} end as at
             from generate_series(1, $1 * 6) as n) w order by at`,
      [waifs],
    );
  },
};
