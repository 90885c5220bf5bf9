import { desc, eq } from 'drizzle-orm';
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
