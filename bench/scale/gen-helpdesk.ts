/**
 * Help-desk tickets and their chats: old tickets closed, the last weeks' new (one message), open (the customer
 * wrote last) or waiting for the customer (staff answered), so every queue of the desk has work; ~6 messages each.
 */
import { exec, hash01, pick, type Phase } from './gen-support.ts';

export const helpdeskPhase: Phase = {
  name: 'tickets and messages',
  async run(client, plan) {
    const support = `(array[${plan.staff.support.join(',')}])[1 + id % ${plan.staff.support.length}]`;
    await exec(
      client,
      `insert into tickets (user_id, title_id, subject, status_id, object_type, object_id, assignee_id, customer_seen_at,
         staff_seen_at, waiting_since, first_response_at, last_message_at, waiting_customer_since, auto_closed_at, created_at)
       select user_id, 1 + k % 7, case when k % 3 = 0 then 'Вопрос по посылке' end, s,
         case when parcel_id is not null then 'parcel' end, parcel_id, null, at, at + interval '1 hour',
         case when s in (6, 7) then at + make_interval(mins => msgs * 30) end,
         case when s <> 6 then at + interval '2 hours' end, at + make_interval(mins => msgs * 30),
         case when s = 8 then at + make_interval(mins => msgs * 30) end,
         case when s = 9 and h < 0.2 then at + interval '7 days' end, at
       from (
         select *, case s when 6 then 1 when 7 then 5 else 6 end as msgs from (
           select c.user_id, s.k, p.id as parcel_id, ${hash01('c.idx * 53 + s.k', 70)} as h,
             c.created_at + (now() - c.created_at) * ((s.k - ${hash01('c.idx * 53 + s.k', 71)}) / c.tickets_n) as at
           from gen_customer c cross join lateral generate_series(1, c.tickets_n) as s(k)
           left join gen_parcel p on p.user_id = c.user_id and s.k % 2 = 0 and p.k = 1 + s.k % greatest(c.parcels_n, 1)
         ) t0 cross join lateral (select case when t0.at < now() - interval '20 days' then 9
           else ${pick('t0.h', [
             [6, 25],
             [7, 35],
             [8, 40],
           ])} end as s) st
       ) t order by at`,
    );
    await exec(
      client,
      `update tickets set assignee_id = ${support} where status_id in (7, 8, 9);
       insert into ticket_messages (ticket_id, author_id, from_staff, internal, body, images, created_at)
       select t.id, case when n % 2 = 0 then ${support.replace('id %', 't.id %')} else t.user_id end, n % 2 = 0,
         n = 4 and t.id % 5 = 0,
         case when n % 2 = 0 then 'Здравствуйте! Проверили: посылка на складе, отправим ближайшим рейсом. Ответ ' || n || '.'
           else 'Добрый день, подскажите, когда отправят посылку? Сообщение ' || n || '.' end,
         case when n = 1 and t.id % 4 = 0 then '["scale-photo.png"]'::jsonb else '[]'::jsonb end,
         t.created_at + make_interval(mins => n * 30)
       from tickets t, generate_series(1, case t.status_id when 6 then 1 when 7 then 5 else 6 end) as n
       order by t.created_at + make_interval(mins => n * 30)`,
    );
  },
};
