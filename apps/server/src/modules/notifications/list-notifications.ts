import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { NotificationKind } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { type PageRequest, paginate, totalCount } from '../../db/paginate.js';
import { notificationEvents } from '../../db/schema/notifications.js';
import { notificationViewOf } from './notification-view.js';

export interface NotificationFilter {
  objectType?: NotificationKind;
  objectId?: number;
  unread?: boolean;
}

/** The customer's unread events (the bell's count). */
export async function unreadCount(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`cast(count(*) as integer)`.mapWith(Number) })
    .from(notificationEvents)
    .where(and(eq(notificationEvents.userId, userId), isNull(notificationEvents.readAt)));
  return row?.n ?? 0;
}

/**
 * One page of the customer's events, newest first, with the unread total: the bell's list, or one object's events
 * on its own page (objectType and objectId). Texts and links come from the same templates the channels send; the
 * link is the cabinet's path.
 */
export async function listNotifications(
  db: Executor,
  userId: number,
  filter: NotificationFilter,
  request: PageRequest,
) {
  const where = and(
    eq(notificationEvents.userId, userId),
    filter.objectType ? eq(notificationEvents.kind, filter.objectType) : undefined,
    filter.objectId ? eq(notificationEvents.objectId, filter.objectId) : undefined,
    filter.unread ? isNull(notificationEvents.readAt) : undefined,
  );
  const page = await paginate(
    db,
    () =>
      db
        .select({ event: notificationEvents, total: totalCount })
        .from(notificationEvents)
        .where(where)
        .orderBy(desc(notificationEvents.id))
        .$dynamic(),
    request,
    (rows) => rows.map(({ event }) => notificationViewOf(event)),
  );
  return { ...page, unread: await unreadCount(db, userId) };
}

/** Marks the customer's events read (these ids, or all); another customer's ids change nothing. */
export async function markRead(db: Executor, userId: number, ids?: number[]): Promise<{ unread: number }> {
  await db
    .update(notificationEvents)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notificationEvents.userId, userId),
        isNull(notificationEvents.readAt),
        ids ? (ids.length ? inArray(notificationEvents.id, ids) : sql`false`) : undefined,
      ),
    );
  return { unread: await unreadCount(db, userId) };
}
