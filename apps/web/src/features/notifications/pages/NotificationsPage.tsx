import { NOTIFICATION_MESSAGES } from '@cargo/domain';
import { Alert, Button, Card, Group, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useNotificationsPage } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-read';
import { NotificationItem } from '../components/NotificationItem';
import { useOpenNotification } from '../components/useOpenNotification';

/** /notifications: every event, newest first, page by page; unread ones highlighted, a click opens the object. */
export function NotificationsPage() {
  const [page, setPage] = useState(1);
  const list = useNotificationsPage(page);
  const markAll = useMarkNotificationsRead();
  const open = useOpenNotification();
  const unread = list.data?.unread ?? 0;
  const items = list.data?.data ?? [];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2">
          {NOTIFICATION_MESSAGES.bell}
        </Title>
        {unread > 0 && (
          <Button variant="light" loading={markAll.isPending} onClick={() => markAll.mutate(undefined)}>
            {NOTIFICATION_MESSAGES.markAllRead}
          </Button>
        )}
      </Group>
      <Card withBorder radius="lg" p="xs">
        {list.isPending ? (
          <Stack gap="xs" aria-busy="true" aria-label="Загружаем уведомления">
            <Skeleton height={64} />
            <Skeleton height={64} />
            <Skeleton height={64} />
          </Stack>
        ) : list.isError ? (
          <Alert color="red" variant="light">
            {NOTIFICATION_MESSAGES.loadFailed}
          </Alert>
        ) : items.length === 0 ? (
          <Stack align="center" gap="xs" py="xl">
            <IconBellOff size={32} color="var(--mantine-color-gray-5)" />
            <Text c="dimmed">{NOTIFICATION_MESSAGES.empty}</Text>
          </Stack>
        ) : (
          <Stack gap={2} role="list" aria-label="Список уведомлений">
            {items.map((item) => (
              <div role="listitem" key={item.id}>
                <NotificationItem notification={item} onOpen={open} />
              </div>
            ))}
          </Stack>
        )}
      </Card>
      {(list.data?.totalPages ?? 0) > 1 && (
        <Group justify="center">
          <Pagination total={list.data!.totalPages} value={page} onChange={setPage} size="sm" />
        </Group>
      )}
    </Stack>
  );
}
