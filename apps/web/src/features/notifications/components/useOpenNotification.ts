import type { NotificationView } from '@cargo/domain';
import { useNavigate } from 'react-router';
import { useMarkNotificationsRead } from '../api/mark-read';

/** Clicking an event: it becomes read (if it was not) and its object opens. */
export function useOpenNotification(afterOpen?: () => void) {
  const navigate = useNavigate();
  const markRead = useMarkNotificationsRead();
  return (notification: NotificationView) => {
    if (!notification.read) markRead.mutate([notification.id]);
    afterOpen?.();
    if (notification.link) void navigate(notification.link);
  };
}
