import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../../shared/api/ApiError';
import { useDeskT } from '../../../shared/staff/i18n';
import { type TicketsAbout, useStaffTicketsAbout } from '../api/staff-get-object-tickets';
import { StaffTicketRow } from './StaffTicketRow';

/**
 * A desk page's «Обращения»: the tickets of its customer or about its object, each opening the ticket. `may`: the
 * member's roles read the help desk (the section says so otherwise, and asks nothing).
 */
export function StaffObjectTickets({ about, may }: { about: TicketsAbout; may: boolean }) {
  const tickets = useStaffTicketsAbout(about, may);
  const { t } = useDeskT('helpdesk');
  if (!may) {
    return (
      <Text size="sm" c="dimmed">
        {t('supportOnly')}
      </Text>
    );
  }
  if (tickets.isPending) return <Skeleton height={64} aria-label={t('objectTicketsLoading')} />;
  if (tickets.isError) {
    return <Alert color="red">{errorMessage(tickets.error, t('loadFailed'))}</Alert>;
  }
  const rows = tickets.data.data;
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('none')}
      </Text>
    );
  }
  const now = Date.now();
  return (
    <Stack gap="xs" role="list" aria-label={t('objectTickets')}>
      {rows.map((ticket) => (
        <StaffTicketRow key={ticket.id} ticket={ticket} now={now} />
      ))}
    </Stack>
  );
}
