import { HELPDESK_MESSAGES } from '@cargo/domain';
import { Alert, Anchor, Divider, Skeleton, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/api/ApiError';
import { SUPPORT_CONTACTS } from '../../../shared/config/company';
import { SupportContacts } from '../../../shared/ui/SupportContacts';
import { useHelpDeskSummary } from '../api/get-summary';
import { chatPath, SUPPORT_PATH } from '../model/paths';
import { NewTicketForm } from './NewTicketForm';
import { OpenTicketPreview } from './OpenTicketPreview';

/** The `request-support=true` dialog's body: the customer's open ticket, or the new-request form. */
export function RequestSupportContent() {
  const summary = useHelpDeskSummary();
  const navigate = useNavigate();
  let body;
  if (summary.isPending) body = <Skeleton height={200} radius="md" aria-label="Загрузка" />;
  else if (summary.isError) {
    body = <Alert color="red">{errorMessage(summary.error, HELPDESK_MESSAGES.loadFailed)}</Alert>;
  } else if (summary.data.openTicketId !== null) {
    body = <OpenTicketPreview ticketId={summary.data.openTicketId} />;
  } else {
    body = <NewTicketForm about={null} onCreated={(ticket) => navigate(chatPath(ticket.id))} />;
  }
  return (
    <Stack gap="md">
      {body}
      <Anchor component={Link} to={SUPPORT_PATH} size="sm">
        Все мои обращения
      </Anchor>
      <Divider label="Или напишите нам напрямую" labelPosition="left" />
      <Text size="sm" c="dimmed">
        Менеджер ответит в рабочее время ({SUPPORT_CONTACTS.hours}).
      </Text>
      <SupportContacts />
    </Stack>
  );
}
