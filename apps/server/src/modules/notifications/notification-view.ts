import type { NotificationKind, NotificationView } from '@cargo/domain';
import type { notificationEvents } from '../../db/schema/notifications.js';
import { renderEvent } from './texts.js';

/** An event as the bell and the dashboard show it: the title, text and cabinet link the channels send. */
export function notificationViewOf(event: typeof notificationEvents.$inferSelect): NotificationView {
  const message = renderEvent(event, '');
  return {
    id: event.id,
    kind: event.kind as NotificationKind,
    objectId: event.objectId,
    statusId: event.statusId,
    title: message.subject,
    text: message.text,
    link: message.link,
    read: event.readAt !== null,
    createdAt: event.createdAt.toISOString(),
  };
}
