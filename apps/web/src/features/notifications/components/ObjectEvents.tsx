import type { NotificationKind } from '@cargo/domain';
import { ActionIcon, Button, Card, Popover, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useDisclosure, useId } from '@mantine/hooks';
import { IconHistory } from '@tabler/icons-react';
import { useObjectNotifications } from '../api/get-notifications';
import { NotificationItem } from './NotificationItem';
import { useOpenNotification } from './useOpenNotification';

export const OBJECT_EVENTS_TITLE = 'История уведомлений';

interface ObjectEventsProps {
  objectType: NotificationKind;
  objectId: number;
  /**
   * `card` (an object's own page): a section listing the events. `button` (a row or a card in a list): a small
   * button that loads the events only when opened.
   */
  variant?: 'card' | 'button';
  /** The button with its words («История уведомлений») rather than an icon alone. */
  withLabel?: boolean;
}

function EventsList({ objectType, objectId }: Pick<ObjectEventsProps, 'objectType' | 'objectId'>) {
  const events = useObjectNotifications(objectType, objectId);
  const open = useOpenNotification();
  if (events.isPending) return <Skeleton height={56} />;
  if (events.isError) {
    return (
      <Text size="sm" c="red">
        Не удалось загрузить историю
      </Text>
    );
  }
  const items = events.data.data;
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Событий пока нет
      </Text>
    );
  }
  return (
    <Stack gap={2} role="list" aria-label={OBJECT_EVENTS_TITLE}>
      {items.map((item) => (
        <div role="listitem" key={item.id}>
          <NotificationItem notification={item} onOpen={open} compact />
        </div>
      ))}
    </Stack>
  );
}

/** One object's events (`GET /api/notifications?objectType&objectId`): what happened to it and when. */
export function ObjectEvents({ objectType, objectId, variant = 'card', withLabel }: ObjectEventsProps) {
  const [opened, popover] = useDisclosure(false);
  const headingId = useId();
  if (variant === 'card') {
    return (
      <Card withBorder radius="lg" component="section" aria-label={OBJECT_EVENTS_TITLE}>
        <Title order={2} size="h4" mb="sm">
          {OBJECT_EVENTS_TITLE}
        </Title>
        <EventsList objectType={objectType} objectId={objectId} />
      </Card>
    );
  }
  return (
    <Popover
      opened={opened}
      onChange={popover.toggle}
      position="bottom-end"
      width={340}
      shadow="md"
      withinPortal
    >
      <Popover.Target>
        {withLabel ? (
          <Button
            variant="subtle"
            color="gray"
            size="compact-sm"
            leftSection={<IconHistory size={16} />}
            onClick={popover.toggle}
            style={{ alignSelf: 'flex-start' }}
          >
            {OBJECT_EVENTS_TITLE}
          </Button>
        ) : (
          <Tooltip label={OBJECT_EVENTS_TITLE} disabled={opened}>
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={popover.toggle}
              aria-label={OBJECT_EVENTS_TITLE}
            >
              <IconHistory size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-labelledby={headingId}>
        <Text fw={700} size="sm" mb="xs" id={headingId}>
          {OBJECT_EVENTS_TITLE}
        </Text>
        {opened && <EventsList objectType={objectType} objectId={objectId} />}
      </Popover.Dropdown>
    </Popover>
  );
}
