import { HELPDESK_MESSAGES } from '@cargo/domain';
import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconMessages, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api/ApiError';
import { answersMessages, useTicketAnswers } from '../api/get-answers';
import { HELPDESK_WEB_MESSAGES } from '../model/messages';
import { chatPath, newMessagePath } from '../model/paths';
import { Conversation } from './Conversation';
import { TicketStatusBadge } from './TicketStatusBadge';

/** How many of the open ticket's latest messages the support dialog shows. */
const PREVIEW_MESSAGES = 3;

/** The support dialog's open ticket: its last messages and the way to the chat (or to a new request). */
export function OpenTicketPreview({ ticketId }: { ticketId: number }) {
  const answers = useTicketAnswers(ticketId);
  if (answers.isPending) return <Skeleton height={160} radius="md" aria-label="Загружаем обращение" />;
  if (answers.isError) {
    return <Alert color="red">{errorMessage(answers.error, HELPDESK_MESSAGES.loadFailed)}</Alert>;
  }
  const pages = answers.data.pages;
  const ticket = pages[pages.length - 1]!.ticket;
  const latest = answersMessages(answers.data)
    .filter((message) => !message.internal)
    .slice(-PREVIEW_MESSAGES);
  return (
    <Stack gap="sm" data-testid="open-ticket">
      <Group justify="space-between" gap="xs">
        <Text fw={700}>
          {ticket.subject || ticket.title} · № {ticket.id}
        </Text>
        <TicketStatusBadge status={ticket.status} />
      </Group>
      <Conversation messages={latest} viewer="customer" />
      <Group gap="sm">
        <Button component={Link} to={chatPath(ticket.id)} leftSection={<IconMessages size={16} />}>
          Открыть переписку
        </Button>
        <Button component={Link} to={newMessagePath()} variant="default" leftSection={<IconPlus size={16} />}>
          {HELPDESK_WEB_MESSAGES.newTicket}
        </Button>
      </Group>
    </Stack>
  );
}
