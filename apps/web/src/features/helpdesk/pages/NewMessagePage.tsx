import { Anchor, Card, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { NewTicketForm } from '../components/NewTicketForm';
import { HELPDESK_WEB_MESSAGES } from '../model/messages';
import { chatPath, SUPPORT_PATH } from '../model/paths';
import { aboutFromSearch } from '../model/ticket-object';

/** /customer-support/new-message[?objectType&objectId]: a new request, about an object when the link names one. */
export function NewMessagePage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const about = aboutFromSearch(search);
  return (
    <Stack gap="lg" maw={720}>
      <Anchor component={Link} to={SUPPORT_PATH} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} /> {HELPDESK_WEB_MESSAGES.pageTitle}
        </Group>
      </Anchor>
      <Title order={1} size="h2">
        {HELPDESK_WEB_MESSAGES.newTicket}
      </Title>
      <Card withBorder radius="lg">
        <NewTicketForm
          about={about}
          onCreated={(ticket) => navigate(chatPath(ticket.id), { replace: true })}
        />
      </Card>
    </Stack>
  );
}
