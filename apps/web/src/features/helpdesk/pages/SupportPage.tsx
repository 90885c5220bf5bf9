import { HELPDESK_MESSAGES } from '@cargo/domain';
import { Alert, Button, Group, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api/ApiError';
import { useMyTickets } from '../api/get-tickets';
import { TicketCard } from '../components/TicketCard';
import { HELPDESK_WEB_MESSAGES } from '../model/messages';
import { newMessagePath } from '../model/paths';

/** /customer-support: the customer's tickets, newest activity first, with unread answers marked. */
export function SupportPage() {
  const [page, setPage] = useState(1);
  const tickets = useMyTickets(page);
  const rows = tickets.data?.data ?? [];

  let body;
  if (tickets.isPending) {
    body = (
      <Stack gap="sm" aria-busy="true" aria-label="Загружаем обращения">
        <Skeleton height={96} radius="lg" />
        <Skeleton height={96} radius="lg" />
      </Stack>
    );
  } else if (tickets.isError) {
    body = (
      <Alert color="red" role="alert">
        {errorMessage(tickets.error, HELPDESK_MESSAGES.loadFailed)}
      </Alert>
    );
  } else if (rows.length === 0) {
    body = (
      <Alert color="gray" variant="light" title={HELPDESK_MESSAGES.empty}>
        {HELPDESK_WEB_MESSAGES.emptyHint}
      </Alert>
    );
  } else {
    body = (
      <Stack gap="sm" role="list" aria-label="Обращения">
        {rows.map((ticket) => (
          <TicketCard key={ticket.id} ticket={ticket} />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={860}>
      <Group justify="space-between" align="center" gap="sm">
        <div>
          <Title order={1} size="h2">
            {HELPDESK_WEB_MESSAGES.pageTitle}
          </Title>
          <Text c="dimmed" size="sm">
            Вопросы о товарах, посылках и оплате. Менеджер ответит здесь же.
          </Text>
        </div>
        <Button component={Link} to={newMessagePath()} leftSection={<IconPlus size={16} />}>
          {HELPDESK_WEB_MESSAGES.newTicket}
        </Button>
      </Group>
      {body}
      {(tickets.data?.totalPages ?? 0) > 1 && (
        <Group justify="center">
          <Pagination total={tickets.data!.totalPages} value={page} onChange={setPage} size="sm" />
        </Group>
      )}
    </Stack>
  );
}
