import { allowedActions, RECIPIENT_MESSAGES, REFERENCE_MESSAGES, type Recipient } from '@cargo/domain';
import { Alert, Button, EmptyState, SimpleGrid, Text } from '@mantine/core';
import { IconArchive, IconArrowBackUp, IconPencil, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api/ApiError';
import { WEB_MESSAGES } from '../../../shared/config/messages';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import {
  ARCHIVE_PAGE_SIZE,
  useActiveRecipients,
  useArchiveRecipient,
  useArchivedRecipients,
  useRestoreRecipient,
} from '../api';
import { recipientDisplayName } from '../model';
import { RECIPIENT_CREATE_PATH, recipientEditPath } from '../paths';
import { RecipientCard } from './RecipientCard';
import { ArchiveSection } from '../../../shared/ui/ArchiveSection';
import { CARD_GRID_COLS, CardsSkeleton } from '../../../shared/ui/CardsSkeleton';

function LoadFailed({ error }: { error: unknown }) {
  return <Alert color="red">{errorMessage(error, REFERENCE_MESSAGES.loadFailed)}</Alert>;
}

function ActiveRecipientActions({ recipient }: { recipient: Recipient }) {
  const archive = useArchiveRecipient();
  const name = recipientDisplayName(recipient);
  // A card waiting for its self-fill link is the recipient's to fill: the customer cannot edit it.
  const editable = allowedActions('recipient', 'customer', recipient.recipientClientDataStatus.id).includes(
    'edit',
  );
  return (
    <>
      {editable && (
        <Button
          size="xs"
          variant="light"
          component={Link}
          to={recipientEditPath(recipient.id)}
          leftSection={<IconPencil size={14} />}
          aria-label={`Изменить: ${name}`}
        >
          Изменить
        </Button>
      )}
      <Button
        size="xs"
        variant="subtle"
        color="gray"
        leftSection={<IconArchive size={14} />}
        loading={archive.isPending}
        aria-label={`В архив: ${name}`}
        onClick={() =>
          archive.mutate(recipient.id, {
            onSuccess: () => notifySuccess(RECIPIENT_MESSAGES.archived(name)),
            onError: (error) => notifyError(errorMessage(error, WEB_MESSAGES.somethingWrong)),
          })
        }
      >
        В архив
      </Button>
    </>
  );
}

/** The active recipients: review status, cancellation reasons, edit and archive. */
export function ActiveRecipientsList() {
  const recipients = useActiveRecipients();

  if (recipients.isPending) return <CardsSkeleton count={3} height={188} />;
  if (recipients.isError) return <LoadFailed error={recipients.error} />;
  if (recipients.data.data.length === 0) {
    return (
      <EmptyState
        icon={<IconUsers size={32} stroke={1.5} />}
        variant="light"
        title="Получателей пока нет"
        description="Добавьте получателя сами или отправьте ему ссылку, чтобы он заполнил данные для таможни."
        py="xl"
      >
        <EmptyState.Actions>
          <Button component={Link} to={RECIPIENT_CREATE_PATH} leftSection={<IconUserPlus size={16} />}>
            Добавить получателя
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  }
  return (
    <SimpleGrid cols={CARD_GRID_COLS} spacing="md" role="list" aria-label="Активные получатели">
      {recipients.data.data.map((recipient) => (
        <div role="listitem" key={recipient.id}>
          <RecipientCard recipient={recipient} actions={<ActiveRecipientActions recipient={recipient} />} />
        </div>
      ))}
    </SimpleGrid>
  );
}

function RestoreButton({ recipient }: { recipient: Recipient }) {
  const restore = useRestoreRecipient();
  const name = recipientDisplayName(recipient);
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconArrowBackUp size={14} />}
      loading={restore.isPending}
      aria-label={`Восстановить: ${name}`}
      onClick={() =>
        restore.mutate(recipient.id, {
          onSuccess: () => notifySuccess(RECIPIENT_MESSAGES.restored(name)),
          onError: (error) => notifyError(errorMessage(error, WEB_MESSAGES.somethingWrong)),
        })
      }
    >
      Восстановить
    </Button>
  );
}

/** Archived recipients, four per page (GET /api/recipient-client-data/archive?page&offset=4). */
export function ArchivedRecipientsList({ withTitle = true }: { withTitle?: boolean }) {
  const [page, setPage] = useState(1);
  const archive = useArchivedRecipients(page);
  const total = archive.data?.totalElements ?? 0;
  const pages = Math.ceil(total / ARCHIVE_PAGE_SIZE);
  // Restoring the last recipient of the last page leaves that page empty: step back.
  if (archive.data && archive.data.data.length === 0 && page > 1 && !archive.isFetching) setPage(page - 1);

  let body;
  if (archive.isPending) body = <CardsSkeleton count={2} height={188} />;
  else if (archive.isError) body = <LoadFailed error={archive.error} />;
  else if (archive.data.data.length === 0) {
    body = (
      <Text c="dimmed" size="sm">
        В архиве пусто. Получатели, которых вы переместите в архив, появятся здесь.
      </Text>
    );
  } else {
    body = (
      <SimpleGrid cols={CARD_GRID_COLS} spacing="md" role="list" aria-label="Получатели в архиве">
        {archive.data.data.map((recipient) => (
          <div role="listitem" key={recipient.id}>
            <RecipientCard recipient={recipient} archived actions={<RestoreButton recipient={recipient} />} />
          </div>
        ))}
      </SimpleGrid>
    );
  }

  return (
    <ArchiveSection
      label="Архив получателей"
      total={total}
      pages={pages}
      page={page}
      onPageChange={setPage}
      withTitle={withTitle}
    >
      {body}
    </ArchiveSection>
  );
}
