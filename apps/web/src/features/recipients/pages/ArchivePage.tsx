import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ArchivedRecipientsList } from '../components/RecipientLists';
import { RECIPIENTS_PATH } from '../paths';

/** /archive: the archived recipients, four per page, with restore. */
export function ArchivePage() {
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={RECIPIENTS_PATH} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} />
          Получатели и адреса
        </Group>
      </Anchor>
      <div>
        <Title order={1} size="h2">
          Архив получателей
        </Title>
        <Text c="dimmed" mt={4}>
          Получатели из архива не предлагаются при оформлении посылок. Восстановите получателя, чтобы снова
          отправлять ему посылки.
        </Text>
      </div>
      <ArchivedRecipientsList withTitle={false} />
    </Stack>
  );
}
