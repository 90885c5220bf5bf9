/** Buyout orders and their lots (decision 027): old lots handed over to goods or cancelled, the last weeks' in every queue. */
import { exec, hash01, pick, type Phase } from './gen-support.ts';
import { trackOf } from './gen-goods.ts';

const LOT_STATUS = `case when created_at < now() - interval '40 days'
  then ${pick('h', [
    [60, 75],
    [30, 25],
  ])} else ${pick('h', [
    [10, 20],
    [20, 15],
    [50, 20],
    [40, 20],
    [60, 15],
    [30, 10],
  ])} end`;

export const ordersPhase: Phase = {
  name: 'buyout orders and lots',
  async run(client, plan) {
    const buyers = `(array[${plan.staff.buyer.join(',')}])[1 + id % ${plan.staff.buyer.length}]`;
    await exec(
      client,
      `insert into orders (user_id, order_type_id, comment_order, created_at, updated_at)
       select user_id, 1, case when h < 0.25 then 'Проверить размер перед выкупом' end, created_at, created_at from (
         select c.user_id, ${hash01('c.idx * 97 + k', 50)} as h,
           c.created_at + (now() - c.created_at) * ((k - ${hash01('c.idx * 97 + k', 51)}) / c.orders_n) as created_at
         from gen_customer c, generate_series(1, c.orders_n) as k) o order by created_at;
       insert into order_units (order_id, user_id, status_id, good_url, price, count, delivery, order_name, size, color,
         additional_services, types, commission_percent, paid, real_price, real_delivery, chinese_track, taken_by,
         taken_at, sent_to_buyout_at, purchased_at, transferred_at, canceled_at, created_at, updated_at)
       select order_id, user_id, s, 'https://item.taobao.com/item.htm?id=' || (700000000 + order_id * 10 + n), price,
         cnt, 12, 'Лот ' || n || ': кроссовки беговые', '42', 'чёрный', '{4,1}', '{2}',
         case when s in (20, 40, 50, 60) then 5 end,
         case when s in (20, 40, 50, 60) then round((price * cnt + 12) * 1.05, 2) else 0 end,
         case when s = 20 then price + 10 end, case when s = 20 then 15 end,
         case when s in (40, 60) then ${trackOf('(300000000 + order_id * 4 + n)')} end,
         case when s in (20, 40, 50, 60) then ${buyers} end,
         case when s in (20, 40, 50, 60) then created_at + interval '1 day' end,
         case when s in (20, 40, 50, 60) then created_at + interval '2 hours' end,
         case when s in (40, 60) then created_at + interval '2 days' end,
         case when s = 60 then created_at + interval '9 days' end,
         case when s = 30 then created_at + interval '1 day' end, created_at, created_at
       from (select o.id as order_id, o.id, o.user_id, o.created_at, n, 1 + (o.id + n) % 3 as cnt,
               (49 + (o.id * 7 + n * 13) % 400 + 0.5)::numeric(14,2) as price,
               ${LOT_STATUS.replace(/\bh\b/g, hash01('o.id * 5 + n', 52)).replace(/created_at/g, 'o.created_at')} as s
             from orders o, generate_series(1, 1 + o.id % 3) as n) l
       order by created_at, order_id, n;
       create temp table gen_lot as
       select id, user_id, row_number() over (partition by user_id order by id) as k,
         count(*) over (partition by user_id) as n from order_units where status_id in (20, 40, 50, 60);
       create index on gen_lot (user_id, k); analyze gen_lot;
       alter table gen_customer add column lots_n integer not null default 0;
       update gen_customer c set lots_n = l.n from (select user_id, count(*) as n from gen_lot group by user_id) l
       where l.user_id = c.user_id;`,
    );
  },
};

/** Cargo (bulk freight): a few per hundred customers, across the desk's statuses. */
export const cargoPhase: Phase = {
  name: 'cargo',
  async run(client) {
    await exec(
      client,
      `insert into cargos (user_id, name, places_count, status_id, weight_kg, price, outgoing_declaration, paid_at,
         created_at, updated_at)
       select user_id, 'Карго ' || idx, 1 + idx % 20, s, case when s >= 33 then 50 + idx % 400 end,
         case when s >= 33 then 15000 + (idx % 50) * 1000 end, case when s = 50 then 'CG' || lpad(idx::text, 9, '0') end,
         case when s >= 40 then at + interval '5 days' end, at, at
       from (select user_id, idx, (array[10, 20, 33, 40, 50, 50, 50])[1 + idx % 7] as s,
               created_at + (now() - created_at) * ${hash01('idx', 90)} as at
             from gen_customer where idx % 33 = 0) c order by at`,
    );
  },
};
