import type { TicketView } from '@cargo/domain';
import { Badge, Box, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format/formatDate';
import { chatPath } from '../model/paths';
import { HELPDESK_WEB_MESSAGES } from '../model/messages';
import { TicketObjectLink } from './TicketObjectLink';
import { TicketStatusBadge } from './TicketStatusBadge';

/** One ticket of the customer's list: topic, status, the object, the last message, and unread answers marked. */
export function TicketCard({ ticket }: { ticket: TicketView }) {
  const unread = ticket.unread > 0;
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      role="listitem"
      data-testid="ticket-row"
      data-unread={unread || undefined}
      style={unread ? { borderColor: 'var(--mantine-color-red-4)' } : undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <div style={{ minWidth: 0, flex: '1 1 220px' }}>
            <Group gap={8} wrap="nowrap" align="center">
              {unread && (
                <Box
                  aria-hidden
                  w={10}
                  h={10}
                  bg="red.6"
                  style={{ borderRadius: '50%', flex: 'none' }}
                  data-testid="unread-dot"
                />
              )}
              <Text
                component={Link}
                to={chatPath(ticket.id)}
                fw={unread ? 800 : 600}
                style={{ color: 'inherit', textDecoration: 'none', overflowWrap: 'anywhere' }}
              >
                {ticket.subject || ticket.title}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              № {ticket.id} · {ticket.title} · {formatDateTime(ticket.lastMessageAt)}
            </Text>
          </div>
          <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
            {unread && (
              <Badge
                color="red"
                size="sm"
                aria-label={`${HELPDESK_WEB_MESSAGES.unreadMark}: ${ticket.unread}`}
              >
                {ticket.unread}
              </Badge>
            )}
            <TicketStatusBadge status={ticket.status} />
          </Group>
        </Group>
        <TicketObjectLink object={ticket.object} />
        {ticket.lastMessage && (
          <Text size="sm" c={unread ? undefined : 'dimmed'} lineClamp={2}>
            {ticket.lastMessage}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
