import type { NotificationView } from '@cargo/domain';
import { Box, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { timeAgo } from '../model/timeAgo';
import classes from './NotificationItem.module.css';

interface NotificationItemProps {
  notification: NotificationView;
  /** Opens the object (and marks the event read). */
  onOpen: (notification: NotificationView) => void;
  compact?: boolean;
}

/** One event: its title, text and how long ago; an unread one is highlighted with a dot. */
export function NotificationItem({ notification, onOpen, compact }: NotificationItemProps) {
  const unread = !notification.read;
  return (
    <UnstyledButton
      className={classes.item}
      data-unread={unread || undefined}
      data-compact={compact || undefined}
      onClick={() => onOpen(notification)}
      // The name holds all the button shows, word for word (WCAG 2.5.3, label in name: hence the spaces between the
      // lines below), and says it is unread.
      aria-label={`${notification.title}. ${notification.text}. ${timeAgo(notification.createdAt)}${unread ? ' (не прочитано)' : ''}`}
      data-testid="notification-item"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Box className={classes.dot} aria-hidden />
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" fw={unread ? 700 : 500} lh={1.3}>
            {notification.title}
          </Text>{' '}
          <Text size="sm" c="dimmed" lh={1.35} className={classes.text}>
            {notification.text}
          </Text>{' '}
          <Text size="xs" c="dimmed" title={notification.createdAt}>
            {timeAgo(notification.createdAt)}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
