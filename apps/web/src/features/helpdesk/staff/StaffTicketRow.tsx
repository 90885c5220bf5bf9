import type { StaffTicketView } from '@cargo/domain';
import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format/formatDate';
import { staffPaths } from '../../../shared/staff/paths';
import { TicketObjectLink } from '../components/TicketObjectLink';
import { formatSpan, waitedTooLong, waitingLabel } from '../model/format';
import { staffTicketPath } from '../model/paths';

/** One ticket of the queue: customer, topic, how long the customer waits, the first response and unread messages. */
export function StaffTicketRow({ ticket, now }: { ticket: StaffTicketView; now: number }) {
  const waiting = waitingLabel(ticket.waitingSince, now);
  const unread = ticket.unreadByStaff > 0;
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      role="listitem"
      data-testid="staff-ticket-row"
      data-unread={unread || undefined}
    >
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" align="flex-start">
          <div style={{ minWidth: 0, flex: '1 1 240px' }}>
            <Text
              component={Link}
              to={staffTicketPath(ticket.id)}
              fw={unread ? 800 : 600}
              c="inherit"
              td="none"
            >
              № {ticket.id} · {ticket.subject || ticket.title}
            </Text>
            <Text size="xs" c="dimmed">
              <Anchor component={Link} to={staffPaths.customer(ticket.customer.id)} inherit>
                {ticket.customer.email} · код {ticket.customer.clientCode}
              </Anchor>{' '}
              · {ticket.title}
            </Text>
          </div>
          <Group gap={6} wrap="wrap">
            {unread && (
              <Badge color="red" size="sm" aria-label={`Непрочитанных сообщений: ${ticket.unreadByStaff}`}>
                {ticket.unreadByStaff} новых
              </Badge>
            )}
            {waiting && (
              <Badge
                variant="light"
                color={waitedTooLong(ticket.waitingSince, now) ? 'red' : 'orange'}
                data-testid="waiting"
              >
                {waiting}
              </Badge>
            )}
          </Group>
        </Group>
        {ticket.lastMessage && (
          <Text size="sm" c="dimmed" lineClamp={1}>
            {ticket.lastMessage}
          </Text>
        )}
        <Group gap="md" wrap="wrap">
          <Text size="xs" c="dimmed">
            Последнее сообщение {formatDateTime(ticket.lastMessageAt)}
          </Text>
          <Text size="xs" c="dimmed" data-testid="first-response">
            {ticket.firstResponseSeconds === null
              ? 'Ещё без ответа'
              : `Первый ответ через ${formatSpan(ticket.firstResponseSeconds)}`}
          </Text>
          {ticket.assigneeName && (
            <Text size="xs" c="dimmed">
              Отвечает: {ticket.assigneeName}
            </Text>
          )}
          <TicketObjectLink object={ticket.object} staff />
        </Group>
      </Stack>
    </Card>
  );
}
