import { TICKET_AUTO_CLOSE_MESSAGES, TICKET_STATUS, type TicketAutoClose } from '@cargo/domain';
import { Text } from '@mantine/core';
import { IconClockHour4, IconLock } from '@tabler/icons-react';
import { formatDateTime } from '../../../shared/format/formatDate';

/**
 * The chat's line under the messages about the ticket's end (decision 053): while the ticket waits for the
 * customer, how long it waits and until when; once closed, by whom — the auto-close or the staff — and that a reply
 * opens it again.
 */
export function TicketClosingNote({ statusId, autoClose }: { statusId: number; autoClose: TicketAutoClose }) {
  const text =
    statusId === TICKET_STATUS.CLOSED
      ? autoClose.closedAutomatically
        ? TICKET_AUTO_CLOSE_MESSAGES.closedAutomatically(autoClose.days)
        : TICKET_AUTO_CLOSE_MESSAGES.closedByStaff
      : statusId === TICKET_STATUS.WAITING_CUSTOMER && autoClose.at
        ? TICKET_AUTO_CLOSE_MESSAGES.waiting(autoClose.days, formatDateTime(autoClose.at))
        : null;
  if (!text) return null;
  const Icon = statusId === TICKET_STATUS.CLOSED ? IconLock : IconClockHour4;
  return (
    <Text size="sm" c="dimmed" ta="center" data-testid="ticket-closing-note">
      <Icon size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
      {text}
    </Text>
  );
}
