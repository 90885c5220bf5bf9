/** The heavy account's bell: 5,000 events of its goods and parcels over two years (the dashboard reads the latest). */
import { sql } from 'drizzle-orm';
import type { Seeder } from './seed-support.ts';

export const NOTIFICATION_EVENTS = 5_000;

/**
 * One INSERT … SELECT generate_series: status changes of the account's own goods (kind good, received 20 or sent
 * 30) and parcels (awaiting payment 33), newest last, all but the last 20 read.
 */
export const notificationSeeder: Seeder = {
  name: `notification events (${NOTIFICATION_EVENTS.toLocaleString('en')}, two years)`,
  async seed(db, account) {
    await db.execute(sql`
      insert into notification_events (user_id, kind, object_id, status_id, read_at, created_at)
      select ${account.userId},
        case when g % 3 = 0 then 'parcel' else 'good' end,
        g,
        case when g % 3 = 0 then 33 when g % 2 = 0 then 20 else 30 end,
        case when g > ${NOTIFICATION_EVENTS - 20} then null else now() end,
        now() - make_interval(mins => (${NOTIFICATION_EVENTS} - g) * 200)
      from generate_series(1, ${NOTIFICATION_EVENTS}) as g`);
    return NOTIFICATION_EVENTS;
  },
};
