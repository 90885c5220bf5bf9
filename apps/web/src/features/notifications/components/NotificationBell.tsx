import { countRu, NOTIFICATION_MESSAGES, RU_WORDS } from '@cargo/domain';
import {
  ActionIcon,
  Alert,
  Button,
  Divider,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure, useId, useMediaQuery } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useLatestNotifications } from '../api/get-notifications';
import { BELL_LATEST_COUNT } from '../api/keys';
import { useMarkNotificationsRead } from '../api/mark-read';
import { NotificationItem } from './NotificationItem';
import { useOpenNotification } from './useOpenNotification';

export const NOTIFICATIONS_PATH = '/notifications';

function bellLabel(unread: number): string {
  return unread > 0
    ? `${NOTIFICATION_MESSAGES.bell}: ${countRu(unread, RU_WORDS.unreadNotifications)}`
    : NOTIFICATION_MESSAGES.bell;
}

function BellIcon({ unread }: { unread: number }) {
  return (
    <Indicator
      label={unread > 99 ? '99+' : unread}
      size={16}
      color="red"
      offset={4}
      disabled={unread === 0}
      data-testid="bell-count"
    >
      <IconBell size={20} />
    </Indicator>
  );
}

/**
 * The header's bell: the unread count (asked every 30 s) and, on a desktop, a dropdown with the latest events,
 * «Отметить все прочитанными» and «Все уведомления». On a phone the bell opens the /notifications page.
 */
export function NotificationBell() {
  const latest = useLatestNotifications();
  const unread = latest.data?.unread ?? 0;
  const isPhone = useMediaQuery('(max-width: 36em)');
  const [opened, dropdown] = useDisclosure(false);
  const markAll = useMarkNotificationsRead();
  const open = useOpenNotification(dropdown.close);
  const headingId = useId();

  if (isPhone) {
    return (
      <ActionIcon
        component={Link}
        to={NOTIFICATIONS_PATH}
        variant="subtle"
        size="lg"
        aria-label={bellLabel(unread)}
      >
        <BellIcon unread={unread} />
      </ActionIcon>
    );
  }
  const items = (latest.data?.data ?? []).slice(0, BELL_LATEST_COUNT);
  return (
    <Popover
      opened={opened}
      onChange={dropdown.toggle}
      position="bottom-end"
      width={400}
      shadow="md"
      withinPortal
    >
      <Popover.Target>
        <ActionIcon variant="subtle" size="lg" onClick={dropdown.toggle} aria-label={bellLabel(unread)}>
          <BellIcon unread={unread} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={0} role="dialog" aria-labelledby={headingId}>
        <Group justify="space-between" px="sm" py="xs" wrap="nowrap">
          <Text fw={700} id={headingId}>
            {NOTIFICATION_MESSAGES.bell}
          </Text>
          {unread > 0 && (
            <Button
              variant="subtle"
              size="compact-xs"
              style={{ flexShrink: 0 }}
              loading={markAll.isPending}
              onClick={() => markAll.mutate(undefined)}
            >
              {NOTIFICATION_MESSAGES.markAllRead}
            </Button>
          )}
        </Group>
        <Divider />
        <ScrollArea.Autosize mah={420} type="auto">
          <Stack gap={2} p={4}>
            {latest.isPending ? (
              <Skeleton height={64} m="xs" />
            ) : latest.isError ? (
              <Alert color="red" variant="light" m="xs">
                {NOTIFICATION_MESSAGES.loadFailed}
              </Alert>
            ) : items.length === 0 ? (
              <Text size="sm" c="dimmed" p="md" ta="center">
                {NOTIFICATION_MESSAGES.empty}
              </Text>
            ) : (
              items.map((item) => (
                <NotificationItem key={item.id} notification={item} onOpen={open} compact />
              ))
            )}
          </Stack>
        </ScrollArea.Autosize>
        <Divider />
        <Button
          component={Link}
          to={NOTIFICATIONS_PATH}
          variant="subtle"
          fullWidth
          radius={0}
          onClick={dropdown.close}
        >
          Все уведомления
        </Button>
      </Popover.Dropdown>
    </Popover>
  );
}
