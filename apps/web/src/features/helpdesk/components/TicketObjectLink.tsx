import type { TicketObjectType, ticketObjectSchema } from '@cargo/domain';
import { Anchor, Group, Text } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { HELPDESK_WEB_MESSAGES } from '../model/messages';

type TicketObject = z.infer<typeof ticketObjectSchema>;

/** The staff desk section where each kind of object is handled (the customer's own pages are closed to staff). */
const STAFF_DESK: Record<TicketObjectType, string> = {
  parcel: '/staff/parcels',
  good: '/staff/goods',
  cargo: '/staff/cargo',
  order: '/staff/orders',
  topUp: '/staff/finance/top-ups',
};

/**
 * What a ticket is about («Посылка №12»), linked to its page for the customer and to the desk that handles it for
 * staff; nothing when the ticket is about nothing in particular.
 */
export function TicketObjectLink({ object, staff = false }: { object: TicketObject; staff?: boolean }) {
  if (!object) return null;
  return (
    <Group gap={4} wrap="wrap">
      <IconLink size={14} aria-hidden />
      <Text size="sm" c="dimmed">
        {HELPDESK_WEB_MESSAGES.about}:
      </Text>
      <Anchor component={Link} to={staff ? STAFF_DESK[object.type] : object.link} size="sm">
        {object.title}
      </Anchor>
    </Group>
  );
}
