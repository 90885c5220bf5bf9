import { Badge } from '@mantine/core';
import { TICKET_STATUS_COLOR } from '../model/format';

/** A ticket's status as the server names it, coloured by its id. */
export function TicketStatusBadge({ status }: { status: { id: number; title: string } }) {
  return (
    <Badge variant="light" color={TICKET_STATUS_COLOR[status.id] ?? 'gray'} data-testid="ticket-status">
      {status.title}
    </Badge>
  );
}
