import { ADDRESS_MESSAGES, type Address } from '@cargo/domain';
import { Button, EmptyState } from '@mantine/core';
import { IconMapPinPlus, IconMapPins, IconPencil } from '@tabler/icons-react';
import { ArchiveActionButton } from '../../../shared/ui/ArchiveActionButton';
import { ArchiveList } from '../../../shared/ui/ArchiveList';
import { CardList } from '../../../shared/ui/CardList';
import {
  ARCHIVE_PAGE_SIZE,
  useActiveAddresses,
  useArchiveAddress,
  useArchivedAddresses,
  useRestoreAddress,
} from '../api';
import { AddressCard, addressTitle } from './AddressCard';

const CARD_HEIGHT = 200;

/** The active addresses with edit and archive. */
export function ActiveAddressesList({
  onEdit,
  onCreate,
}: {
  onEdit: (address: Address) => void;
  onCreate: () => void;
}) {
  const addresses = useActiveAddresses();
  return (
    <CardList
      label="Активные адреса"
      query={addresses}
      items={addresses.data?.data.filter((address) => !address.isDobropozin)}
      skeleton={{ count: 3, height: CARD_HEIGHT }}
      empty={
        <EmptyState
          icon={<IconMapPins size={32} stroke={1.5} />}
          variant="light"
          title="Адресов пока нет"
          description="Добавьте адрес доставки: курьером до двери или в пункт выдачи."
          py="xl"
        >
          <EmptyState.Actions>
            <Button onClick={onCreate} leftSection={<IconMapPinPlus size={16} />}>
              Добавить адрес
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      }
      renderItem={(address) => (
        <AddressCard
          address={address}
          actions={
            <>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPencil size={14} />}
                aria-label={`Изменить: ${addressTitle(address)}`}
                onClick={() => onEdit(address)}
              >
                Изменить
              </Button>
              <ArchiveActionButton
                kind="archive"
                id={address.id}
                name={addressTitle(address)}
                useAction={useArchiveAddress}
                success={ADDRESS_MESSAGES.archived}
                failure={ADDRESS_MESSAGES.archiveFailed}
              />
            </>
          }
        />
      )}
    />
  );
}

/** Archived addresses, four per page. */
export function ArchivedAddressesList() {
  return (
    <ArchiveList
      label="Архив адресов"
      listLabel="Адреса в архиве"
      usePage={useArchivedAddresses}
      pageSize={ARCHIVE_PAGE_SIZE}
      itemName={addressTitle}
      restore={{
        useAction: useRestoreAddress,
        success: () => ADDRESS_MESSAGES.restored,
        failure: ADDRESS_MESSAGES.restoreFailed,
      }}
      renderCard={(address, actions) => <AddressCard address={address} archived actions={actions} />}
      emptyText="В архиве пусто. Адреса, которые вы переместите в архив, появятся здесь."
      cardHeight={CARD_HEIGHT}
    />
  );
}
