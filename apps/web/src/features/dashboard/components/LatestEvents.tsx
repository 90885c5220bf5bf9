import type { NotificationView } from '@cargo/domain';
import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format/formatDate';

/** The latest events of the customer's objects, as the bell shows them, each a link to its object. */
export function LatestEvents({ events }: { events: NotificationView[] }) {
  return (
    <Card component="section" aria-label="Последние события">
      <Title order={2} size="h4" mb="md">
        Последние события
      </Title>
      {events.length === 0 ? (
        <Text c="dimmed" size="sm">
          Событий пока нет: здесь появятся новые статусы товаров, посылок и ответы поддержки.
        </Text>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {events.map((event) => (
            <li key={event.id}>
              <Anchor component={Link} to={event.link} fw={event.read ? 400 : 600} size="sm">
                {event.title}
              </Anchor>
              <Text size="xs" c="dimmed">
                {formatDateTime(event.createdAt)} · {event.text}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}
