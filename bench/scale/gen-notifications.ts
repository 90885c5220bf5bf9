/**
 * The bell: one event per status change of a good or parcel (sampled from the goods so the total is
 * FULL_SCALE.notificationEvents × scale), pointing at the real object; the last two weeks delivered by e-mail, the
 * last day still queued, a few dead letters.
 */
import { exec, hash01, type Phase } from './gen-support.ts';

export const notificationsPhase: Phase = {
  name: 'notification events and deliveries',
  async run(client, plan) {
    const [counts] = await exec(
      client,
      `select (select count(*) from goods)::float8 as g, (select count(*) from parcels)::float8 as p`,
    );
    const share = Math.max(0, Math.min(1, (plan.notificationEvents - Number(counts!.p)) / Number(counts!.g)));
    await exec(
      client,
      `insert into notification_events (user_id, kind, object_id, from_status_id, status_id, data, read_at, created_at)
       select user_id, kind, object_id, from_status, status_id, data,
         case when at < now() - interval '3 days' or object_id % 3 = 0 then at + interval '2 hours' end, at
       from (
         select user_id, 'good' as kind, id as object_id, 10 as from_status, status_id,
           jsonb_build_object('number', id) as data, coalesce(received_at, created_at) + interval '1 hour' as at
         from goods where ${hash01('id', 80)} < ${share}
         union all
         select user_id, 'parcel', id, 10, status_id, jsonb_build_object('number', id), updated_at + interval '1 hour'
         from parcels
       ) e where at <= now() order by at`,
    );
    await exec(
      client,
      `insert into notification_deliveries (event_id, channel, status_id, attempts, last_error, sent_at, failed_at, created_at)
       select id, 'email', s, case s when 1 then 0 when 4 then 5 else 1 end,
         case when s = 4 then 'SMTP 451: mailbox unavailable' end, case when s = 2 then created_at + interval '1 minute' end,
         case when s = 4 then created_at + interval '1 hour' end, created_at
       from (select id, created_at, case when created_at > now() - interval '1 day' then 1
               when id % 200 = 0 then 4 else 2 end as s
             from notification_events where created_at > now() - interval '14 days') e`,
    );
  },
};
