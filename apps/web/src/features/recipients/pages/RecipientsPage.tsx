import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ActiveRecipientsList, ArchivedRecipientsList } from '../components/RecipientLists';
import { RecipientLinkButton } from '../components/RecipientLinkButton';
import { RECIPIENT_CREATE_PATH } from '../paths';

/** The «Получатели» tab (/recipientsAndAddress/recipients, also /recipients). */
export function RecipientsPage() {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text c="dimmed" size="sm" maw={560}>
          Получатели посылок и их паспортные данные для таможни. Новый или изменённый получатель проходит
          проверку; отправлять посылки можно подтверждённым получателям.
        </Text>
        <Group gap="sm">
          <RecipientLinkButton />
          <Button component={Link} to={RECIPIENT_CREATE_PATH} leftSection={<IconUserPlus size={16} />}>
            Добавить получателя
          </Button>
        </Group>
      </Group>
      <ActiveRecipientsList />
      <Divider />
      <ArchivedRecipientsList />
    </Stack>
  );
}
