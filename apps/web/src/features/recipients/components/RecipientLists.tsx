import { allowedActions, RECIPIENT_MESSAGES, type Recipient } from '@cargo/domain';
import { Button, EmptyState } from '@mantine/core';
import { IconFilter, IconPencil, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { WEB_MESSAGES } from '../../../shared/config/messages';
import { ArchiveActionButton } from '../../../shared/ui/ArchiveActionButton';
import { ArchiveList } from '../../../shared/ui/ArchiveList';
import { CardList } from '../../../shared/ui/CardList';
import {
  ARCHIVE_PAGE_SIZE,
  useActiveRecipients,
  useArchiveRecipient,
  useArchivedRecipients,
  useRestoreRecipient,
} from '../api';
import { recipientDisplayName, type RecipientStatusFilter } from '../model';
import { RECIPIENT_CREATE_PATH, recipientEditPath } from '../paths';
import { RecipientCard } from './RecipientCard';

const CARD_HEIGHT = 188;

function ActiveRecipientActions({ recipient }: { recipient: Recipient }) {
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
      <ArchiveActionButton
        kind="archive"
        id={recipient.id}
        name={name}
        useAction={useArchiveRecipient}
        success={RECIPIENT_MESSAGES.archived(name)}
        failure={WEB_MESSAGES.somethingWrong}
      />
    </>
  );
}

/** The list is empty because of the filter: say so, and offer the whole list. */
function FilteredEmptyState({
  filter,
  onShowAll,
}: {
  filter: RecipientStatusFilter;
  onShowAll?: () => void;
}) {
  return (
    <EmptyState
      icon={<IconFilter size={32} stroke={1.5} />}
      variant="light"
      title={filter.emptyTitle}
      description={filter.emptyText}
      py="xl"
    >
      {onShowAll && (
        <EmptyState.Actions>
          <Button variant="light" onClick={onShowAll}>
            Показать всех получателей
          </Button>
        </EmptyState.Actions>
      )}
    </EmptyState>
  );
}

/**
 * The active recipients: review status, cancellation reasons, edit and archive; `filter` shows only those in its
 * status (the dashboard's tile of cancelled recipients), and its own empty state.
 */
export function ActiveRecipientsList({
  filter = null,
  onShowAll,
}: {
  filter?: RecipientStatusFilter | null;
  onShowAll?: () => void;
}) {
  const recipients = useActiveRecipients();
  const items =
    filter === null
      ? recipients.data?.data
      : recipients.data?.data.filter(
          (recipient) => recipient.recipientClientDataStatus.id === filter.statusId,
        );
  return (
    <CardList
      label="Активные получатели"
      query={recipients}
      items={items}
      skeleton={{ count: 3, height: CARD_HEIGHT }}
      empty={
        filter ? (
          <FilteredEmptyState filter={filter} onShowAll={onShowAll} />
        ) : (
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
        )
      }
      renderItem={(recipient) => (
        <RecipientCard recipient={recipient} actions={<ActiveRecipientActions recipient={recipient} />} />
      )}
    />
  );
}

/** Archived recipients, four per page (GET /api/recipient-client-data/archive?page&offset=4). */
export function ArchivedRecipientsList({ withTitle = true }: { withTitle?: boolean }) {
  return (
    <ArchiveList
      label="Архив получателей"
      listLabel="Получатели в архиве"
      usePage={useArchivedRecipients}
      pageSize={ARCHIVE_PAGE_SIZE}
      itemName={recipientDisplayName}
      restore={{
        useAction: useRestoreRecipient,
        success: (recipient) => RECIPIENT_MESSAGES.restored(recipientDisplayName(recipient)),
        failure: WEB_MESSAGES.somethingWrong,
      }}
      renderCard={(recipient, actions) => <RecipientCard recipient={recipient} archived actions={actions} />}
      emptyText="В архиве пусто. Получатели, которых вы переместите в архив, появятся здесь."
      cardHeight={CARD_HEIGHT}
      withTitle={withTitle}
    />
  );
}
