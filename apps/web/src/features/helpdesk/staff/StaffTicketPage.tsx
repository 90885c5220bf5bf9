import { HELPDESK_MESSAGES } from '@cargo/domain';
import { Alert, Anchor, Card, Group, Select, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../shared/api/ApiError';
import { formatDateTime } from '../../../shared/format/formatDate';
import { staffPaths } from '../../../shared/staff/paths';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { useStaffTicket } from '../api/staff-get-ticket';
import { useStaffAnswer } from '../api/staff-post-answer';
import { useSetTicketStatus } from '../api/staff-set-status';
import { Conversation } from '../components/Conversation';
import { MessageComposer, type TicketAnswer } from '../components/MessageComposer';
import { TicketObjectLink } from '../components/TicketObjectLink';
import { formatSpan, waitingLabel } from '../model/format';
import { HELPDESK_WEB_MESSAGES } from '../model/messages';
import { STAFF_TICKET_STATUS_TITLE, staffStatusTargets } from '../model/staff-status';

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

  const back = (
    <Anchor component={Link} to="/staff/helpdesk" size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} /> {HELPDESK_WEB_MESSAGES.staffTitle}
      </Group>
    </Anchor>
  );
  if (id !== null && detail.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label="Загрузка">
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
          {id === null
            ? HELPDESK_MESSAGES.ticketNotFound
            : errorMessage(detail.error, HELPDESK_MESSAGES.loadFailed)}
        </Alert>
      </Stack>
    );
  }
  const { ticket, messages } = detail.data!;
  const targets = staffStatusTargets(ticket.statusId);
  const waiting = waitingLabel(ticket.waitingSince);

  const send = (input: TicketAnswer) =>
    answer.mutateAsync({ ...input, internal }).then(
      () => {
        notifySuccess(internal ? HELPDESK_WEB_MESSAGES.noteSaved : HELPDESK_MESSAGES.answered);
        setInternal(false);
      },
      (error: unknown) => {
        notifyError(errorMessage(error, HELPDESK_MESSAGES.answerFailed));
        throw error;
      },
    );
  const changeStatus = (value: string | null) => {
    if (!value || Number(value) === ticket.statusId) return;
    setStatus.mutate(Number(value), {
      onSuccess: () => notifySuccess(HELPDESK_MESSAGES.statusChanged),
      onError: (error) => notifyError(errorMessage(error, HELPDESK_MESSAGES.loadFailed)),
    });
  };

  return (
    <Stack gap="md" maw={960}>
      {back}
      <Group justify="space-between" align="flex-start" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Title order={1} size="h3">
            № {ticket.id} · {ticket.subject || ticket.title}
          </Title>
          <Text size="sm" c="dimmed">
            <Anchor component={Link} to={staffPaths.customer(ticket.customer.id)} size="sm">
              {ticket.customer.email} · код {ticket.customer.clientCode}
            </Anchor>{' '}
            · {ticket.title} · создано {formatDateTime(ticket.createdAt)}
          </Text>
          <Text size="sm" c="dimmed">
            {waiting ? `Клиент ${waiting}` : 'Клиент не ждёт ответа'} ·{' '}
            {ticket.firstResponseSeconds === null
              ? 'ещё без ответа'
              : `первый ответ через ${formatSpan(ticket.firstResponseSeconds)}`}
          </Text>
          <TicketObjectLink object={ticket.object} staff />
        </div>
        <Select
          label="Статус"
          w={200}
          value={String(ticket.statusId)}
          data={[ticket.statusId, ...targets].map((status) => ({
            value: String(status),
            label: STAFF_TICKET_STATUS_TITLE[status] ?? String(status),
          }))}
          onChange={changeStatus}
          disabled={setStatus.isPending || targets.length === 0}
          allowDeselect={false}
        />
      </Group>
      <Card withBorder radius="lg" padding="md">
        <Conversation messages={messages} viewer="staff" />
      </Card>
      <Card
        withBorder
        radius="lg"
        padding="md"
        style={internal ? { background: 'var(--mantine-color-yellow-0)' } : undefined}
      >
        <MessageComposer
          onSend={send}
          label={internal ? HELPDESK_WEB_MESSAGES.internalSwitch : 'Ответ клиенту'}
          submitLabel={internal ? 'Сохранить заметку' : 'Ответить'}
          extra={
            <Switch
              checked={internal}
              onChange={(event) => setInternal(event.currentTarget.checked)}
              label={HELPDESK_WEB_MESSAGES.internalSwitch}
              description={internal ? 'Клиент её не увидит' : undefined}
              color="yellow"
            />
          }
        />
      </Card>
    </Stack>
  );
}
