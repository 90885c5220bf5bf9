import type { StaffTicketView } from '@cargo/domain';
import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useDeskFormat, useDeskT } from '../../../shared/staff/i18n';
import { staffPaths } from '../../../shared/staff/paths';
import { TicketObjectLink } from '../components/TicketObjectLink';
import { waitedTooLong } from '../model/format';
import { staffTicketPath } from '../model/paths';
import { useSpan } from './useSpan';

/** One ticket of the queue: customer, topic, how long the customer waits, the first response and unread messages. */
export function StaffTicketRow({ ticket, now }: { ticket: StaffTicketView; now: number }) {
  const { t } = useDeskT('helpdesk');
  const format = useDeskFormat();
  const spans = useSpan();
  const waiting = spans.waiting(ticket.waitingSince, now);
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
              {t('ticket', { id: ticket.id, subject: ticket.subject || ticket.title })}
            </Text>
            <Text size="xs" c="dimmed">
              <Anchor
                component={Link}
                to={staffPaths.customer(ticket.customer.id)}
                inherit
                underline="always"
              >
                {t('customer', { email: ticket.customer.email, code: ticket.customer.clientCode })}
              </Anchor>{' '}
              · {ticket.title}
            </Text>
          </div>
          <Group gap={6} wrap="wrap">
            {unread && (
              <Badge color="red.9" size="sm" aria-label={t('unread', { count: ticket.unreadByStaff })}>
                {t('unreadBadge', { count: ticket.unreadByStaff })}
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
            {t('lastMessage', { at: format.dateTime(ticket.lastMessageAt) })}
          </Text>
          <Text size="xs" c="dimmed" data-testid="first-response">
            {ticket.firstResponseSeconds === null
              ? t('noAnswerYet')
              : t('firstAnswer', { span: spans.span(ticket.firstResponseSeconds) })}
          </Text>
          {ticket.assigneeName && (
            <Text size="xs" c="dimmed">
              {t('assignee', { name: ticket.assigneeName })}
            </Text>
          )}
          <TicketObjectLink object={ticket.object} staff />
        </Group>
      </Stack>
    </Card>
  );
}
