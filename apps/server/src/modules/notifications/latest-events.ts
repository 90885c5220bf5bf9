import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { NotificationView } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { notificationEvents } from '../../db/schema/notifications.js';
import { notificationViewOf } from './notification-view.js';

/**
 * The customer's latest events, newest first, exactly as the bell lists them (same titles and links), without the
 * list's total and unread count: one index scan of notification_events_user_idx for the dashboard.
 */
export async function latestEvents(db: Executor, userId: number, limit: number): Promise<NotificationView[]> {
  const rows = await db
    .select()
    .from(notificationEvents)
    .where(eq(notificationEvents.userId, userId))
    .orderBy(desc(notificationEvents.id))
    .limit(limit);
  return rows.map(notificationViewOf);
}

type EventRow = typeof notificationEvents.$inferSelect;
type EventJson = Omit<EventRow, 'readAt' | 'createdAt'> & { readAt: string | null; createdAt: string };

/**
 * The same latest events as a column another read puts in its own statement (the dashboard's one round trip): a
 * JSON array built by the same index scan, turned into the bell's views when the row is read.
 */
export function latestEventsColumn(userId: number, limit: number): SQL<NotificationView[]> {
  const e = notificationEvents;
  return sql<NotificationView[]>`(select coalesce(json_agg(json_build_object(
      'id', ${e.id}, 'userId', ${e.userId}, 'kind', ${e.kind}, 'objectId', ${e.objectId},
      'fromStatusId', ${e.fromStatusId}, 'statusId', ${e.statusId}, 'action', ${e.action}, 'data', ${e.data},
      'readAt', ${e.readAt}, 'createdAt', ${e.createdAt}) order by ${e.id} desc), '[]')
    from (select * from ${e} where ${e.userId} = ${userId} order by ${e.id} desc limit ${limit}) as ${e})`.mapWith(
    (value: EventJson[] | string) =>
      (typeof value === 'string' ? (JSON.parse(value) as EventJson[]) : value).map((event) =>
        notificationViewOf({
          ...event,
          readAt: event.readAt === null ? null : new Date(event.readAt),
          createdAt: new Date(event.createdAt),
        }),
      ),
  );
}
