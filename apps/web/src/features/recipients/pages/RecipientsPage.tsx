import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { ListFilterNote } from '../../../shared/ui/ListFilterNote';
import { ActiveRecipientsList, ArchivedRecipientsList } from '../components/RecipientLists';
import { RecipientLinkButton } from '../components/RecipientLinkButton';
import { recipientStatusFilter } from '../model';
import { RECIPIENT_CREATE_PATH } from '../paths';

/** The «Получатели» tab (/recipientsAndAddress/recipients, also /recipients). */
export function RecipientsPage() {
  // The dashboard's tile opens ?status=3: only the recipients the desk cancelled.
  const [search, setSearch] = useSearchParams();
  const filter = recipientStatusFilter(search.get('status'));
  const showAll = () => setSearch({}, { replace: true });
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
      {filter && <ListFilterNote title={filter.title} onClear={showAll} />}
      <ActiveRecipientsList filter={filter} onShowAll={showAll} />
      <Divider />
      <ArchivedRecipientsList />
    </Stack>
  );
}
