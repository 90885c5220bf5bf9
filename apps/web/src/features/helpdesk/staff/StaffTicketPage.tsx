import { Alert, Anchor, Card, Group, Select, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../shared/api/ApiError';
import { useDeskFormat, useDeskT } from '../../../shared/staff/i18n';
import { staffPaths } from '../../../shared/staff/paths';
import { useDeskComposerTexts, useDeskConversationTexts } from '../../../shared/staff/useSharedDeskTexts';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { useStaffTicket } from '../api/staff-get-ticket';
import { useStaffAnswer } from '../api/staff-post-answer';
import { useSetTicketStatus } from '../api/staff-set-status';
import { Conversation } from '../components/Conversation';
import { MessageComposer, type TicketAnswer } from '../components/MessageComposer';
import { TicketObjectLink } from '../components/TicketObjectLink';
import { staffStatusTargets } from '../model/staff-status';
import { useSpan } from './useSpan';

/**
 * /staff/helpdesk/:id: the whole conversation (internal notes marked), the answer box with images and the
 * «internal note» switch, the status select and a link to what the ticket is about.
 */
export function StaffTicketPage() {
  const params = useParams();
  const id = /^\d+$/.test(params.id ?? '') ? Number(params.id) : null;
  const detail = useStaffTicket(id);
  const answer = useStaffAnswer(id ?? 0);
  const setStatus = useSetTicketStatus(id ?? 0);
  const [internal, setInternal] = useState(false);
  const { t } = useDeskT('helpdesk');
  const shell = useDeskT('shell');
  const format = useDeskFormat();
  const spans = useSpan();
  const conversationTexts = useDeskConversationTexts();
  const composerTexts = useDeskComposerTexts();

  const back = (
    <Anchor component={Link} to="/staff/helpdesk" size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} /> {t('title')}
      </Group>
    </Anchor>
  );
  if (id !== null && detail.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label={shell.t('loading')}>
        {back}
        <Skeleton height={240} />
      </Stack>
    );
  }
  if (id === null || detail.isError) {
    return (
      <Stack gap="md">
        {back}
        <Alert color="red" role="alert">
          {id === null ? t('notFound') : errorMessage(detail.error, t('loadFailed'))}
        </Alert>
      </Stack>
    );
  }
  const { ticket, messages } = detail.data!;
  const targets = staffStatusTargets(ticket.statusId);
  const waiting = spans.waiting(ticket.waitingSince);

  const send = (input: TicketAnswer) =>
    answer.mutateAsync({ ...input, internal }).then(
      () => {
        notifySuccess(internal ? t('noteSaved') : t('answered'));
        setInternal(false);
      },
      (error: unknown) => {
        notifyError(errorMessage(error, t('answerFailed')));
        throw error;
      },
    );
  const changeStatus = (value: string | null) => {
    if (!value || Number(value) === ticket.statusId) return;
    setStatus.mutate(Number(value), {
      onSuccess: () => notifySuccess(t('statusChanged')),
      onError: (error) => notifyError(errorMessage(error, t('loadFailed'))),
    });
  };

  return (
    <Stack gap="md" maw={960}>
      {back}
      <Group justify="space-between" align="flex-start" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Title order={1} size="h3">
            {t('ticket', { id: ticket.id, subject: ticket.subject || ticket.title })}
          </Title>
          <Text size="sm" c="dimmed">
            <Anchor
              component={Link}
              to={staffPaths.customer(ticket.customer.id)}
              size="sm"
              underline="always"
            >
              {t('customer', { email: ticket.customer.email, code: ticket.customer.clientCode })}
            </Anchor>{' '}
            · {ticket.title} · {t('created', { at: format.dateTime(ticket.createdAt) })}
          </Text>
          <Text size="sm" c="dimmed">
            {waiting ? t('customerWaits', { waiting }) : t('customerNotWaiting')} ·{' '}
            {ticket.firstResponseSeconds === null
              ? t('noAnswerYetLower')
              : t('firstAnswerLower', { span: spans.span(ticket.firstResponseSeconds) })}
          </Text>
          <TicketObjectLink object={ticket.object} staff />
        </div>
        <Select
          label={t('status')}
          w={200}
          value={String(ticket.statusId)}
          data={[ticket.statusId, ...targets].map((status) => ({
            value: String(status),
            label: t(`queueTabs.${status}`, { defaultValue: String(status) }),
          }))}
          onChange={changeStatus}
          disabled={setStatus.isPending || targets.length === 0}
          allowDeselect={false}
        />
      </Group>
      <Card withBorder radius="lg" padding="md">
        <Conversation messages={messages} viewer="staff" texts={conversationTexts} />
      </Card>
      <Card
        withBorder
        radius="lg"
        padding="md"
        style={internal ? { background: 'var(--mantine-color-yellow-0)' } : undefined}
      >
        <MessageComposer
          onSend={send}
          texts={composerTexts}
          label={internal ? t('internalSwitch') : t('answerLabel')}
          submitLabel={internal ? t('saveNote') : t('answer')}
          extra={
            <Switch
              checked={internal}
              onChange={(event) => setInternal(event.currentTarget.checked)}
              label={t('internalSwitch')}
              description={internal ? t('internalHint') : undefined}
              color="yellow"
            />
          }
        />
      </Card>
    </Stack>
  );
}
