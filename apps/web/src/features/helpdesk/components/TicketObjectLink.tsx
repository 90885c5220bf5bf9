import type { ticketObjectSchema } from '@cargo/domain';
import { Anchor, Group, Text } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { staffObjectPath } from '../../../shared/staff/paths';
import { HELPDESK_WEB_MESSAGES } from '../model/messages';

type TicketObject = z.infer<typeof ticketObjectSchema>;

/**
 * What a ticket is about («Посылка №12»), linked to its page for the customer and to its desk page for staff
 * (decision 050); nothing when the ticket is about nothing in particular.
 */
export function TicketObjectLink({ object, staff = false }: { object: TicketObject; staff?: boolean }) {
  if (!object) return null;
  return (
    <Group gap={4} wrap="wrap">
      <IconLink size={14} aria-hidden />
      <Text size="sm" c="dimmed">
        {HELPDESK_WEB_MESSAGES.about}:
      </Text>
      <Anchor component={Link} to={staff ? staffObjectPath(object.type, object.id) : object.link} size="sm">
        {object.title}
      </Anchor>
    </Group>
  );
}
