import { HELPDESK_MESSAGES } from '@cargo/domain';
import { Alert, Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../shared/api/ApiError';
import { answersMessages, useTicketAnswers } from '../api/get-answers';
import { usePostAnswer } from '../api/post-answer';
import { useLiveAnswers } from '../api/use-live-answers';
import { Conversation } from '../components/Conversation';
import { MessageComposer } from '../components/MessageComposer';
import { TicketClosingNote } from '../components/TicketClosingNote';
import { TicketObjectLink } from '../components/TicketObjectLink';
import { TicketStatusBadge } from '../components/TicketStatusBadge';
import { HELPDESK_WEB_MESSAGES } from '../model/messages';
import { SUPPORT_PATH } from '../model/paths';
import { notifyError } from '../../../shared/ui/notify';

/**
 * /customer-support/chat/:id: the conversation, oldest first, with the reply box. New answers arrive through the
 * ticket's event stream (polling every 10 s when the stream fails), and so does a close (decision 053); reading the
 * answers marks them seen. Under the messages: when the ticket closes itself, or that it is closed.
 */
export function ChatPage() {
  const params = useParams();
  const id = /^\d+$/.test(params.id ?? '') ? Number(params.id) : null;
  const live = useLiveAnswers(id);
  const answers = useTicketAnswers(id, { poll: live === 'polling' });
  const post = usePostAnswer(id ?? 0);

  const back = (
    <Anchor component={Link} to={SUPPORT_PATH} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} /> {HELPDESK_WEB_MESSAGES.pageTitle}
      </Group>
    </Anchor>
  );
  if (id !== null && answers.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label="Загружаем переписку">
        {back}
        <Skeleton height={36} width={280} />
        <Skeleton height={240} radius="lg" />
      </Stack>
    );
  }
  if (id === null || answers.isError) {
    return (
      <Stack gap="md">
        {back}
        <Alert color="red" role="alert">
          {id === null
            ? HELPDESK_WEB_MESSAGES.chatNotFound
            : errorMessage(answers.error, HELPDESK_MESSAGES.loadFailed)}
        </Alert>
      </Stack>
    );
  }
  const pages = answers.data!.pages;
  const ticket = pages[pages.length - 1]!.ticket;
  const send = (answer: Parameters<typeof post.mutateAsync>[0]) =>
    post.mutateAsync(answer).catch((error: unknown) => {
      notifyError(errorMessage(error, HELPDESK_MESSAGES.answerFailed));
      throw error;
    });

  return (
    <Stack gap="md" maw={860}>
      {back}
      <div>
        <Group gap="sm" align="center">
          <Title order={1} size="h3">
            {ticket.subject || ticket.title}
          </Title>
          <TicketStatusBadge status={ticket.status} />
        </Group>
        <Text size="xs" c="dimmed">
          Обращение № {ticket.id} · {ticket.title}
        </Text>
        <TicketObjectLink object={ticket.object} />
      </div>
      <Card withBorder radius="lg" padding="md">
        <Stack gap="sm">
          {answers.hasPreviousPage && (
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => void answers.fetchPreviousPage()}
              loading={answers.isFetchingPreviousPage}
              style={{ alignSelf: 'center' }}
            >
              {HELPDESK_WEB_MESSAGES.earlier}
            </Button>
          )}
          <Conversation messages={answersMessages(answers.data)} viewer="customer" />
          <TicketClosingNote statusId={ticket.statusId} autoClose={pages[pages.length - 1]!.autoClose} />
        </Stack>
      </Card>
      {live === 'polling' && (
        <Text size="xs" c="dimmed" data-testid="live-fallback">
          {HELPDESK_WEB_MESSAGES.liveFallback}
        </Text>
      )}
      <Card withBorder radius="lg" padding="md">
        <MessageComposer onSend={send} />
      </Card>
    </Stack>
  );
}
