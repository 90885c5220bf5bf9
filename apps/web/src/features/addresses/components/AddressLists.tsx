import { ADDRESS_MESSAGES, REFERENCE_MESSAGES, type Address } from '@cargo/domain';
import { Alert, Button, EmptyState, SimpleGrid, Text } from '@mantine/core';
import { IconArchive, IconArrowBackUp, IconMapPinPlus, IconMapPins, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/ApiError';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import {
  ARCHIVE_PAGE_SIZE,
  useActiveAddresses,
  useArchiveAddress,
  useArchivedAddresses,
  useRestoreAddress,
} from '../api';
import { AddressCard, addressTitle } from './AddressCard';
import { ArchiveSection } from '../../../shared/ui/ArchiveSection';
import { CARD_GRID_COLS, CardsSkeleton } from '../../../shared/ui/CardsSkeleton';

function ArchiveButton({ address }: { address: Address }) {
  const archive = useArchiveAddress();
  return (
    <Button
      size="xs"
      variant="subtle"
      color="gray"
      leftSection={<IconArchive size={14} />}
      loading={archive.isPending}
      aria-label={`В архив: ${addressTitle(address)}`}
      onClick={() =>
        archive.mutate(address.id, {
          onSuccess: () => notifySuccess(ADDRESS_MESSAGES.archived),
          onError: (error) => notifyError(errorMessage(error, ADDRESS_MESSAGES.archiveFailed)),
        })
      }
    >
      В архив
    </Button>
  );
}

/** The active addresses with edit and archive. */
export function ActiveAddressesList({
  onEdit,
  onCreate,
}: {
  onEdit: (address: Address) => void;
  onCreate: () => void;
}) {
  const addresses = useActiveAddresses();

  if (addresses.isPending) return <CardsSkeleton count={3} height={200} />;
  if (addresses.isError) {
    return <Alert color="red">{errorMessage(addresses.error, REFERENCE_MESSAGES.loadFailed)}</Alert>;
  }
  const list = addresses.data.data.filter((address) => !address.isDobropozin);
  if (list.length === 0) {
    return (
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
    );
  }
  return (
    <SimpleGrid cols={CARD_GRID_COLS} spacing="md" role="list" aria-label="Активные адреса">
      {list.map((address) => (
        <div role="listitem" key={address.id}>
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
                <ArchiveButton address={address} />
              </>
            }
          />
        </div>
      ))}
    </SimpleGrid>
  );
}

function RestoreButton({ address }: { address: Address }) {
  const restore = useRestoreAddress();
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconArrowBackUp size={14} />}
      loading={restore.isPending}
      aria-label={`Восстановить: ${addressTitle(address)}`}
      onClick={() =>
        restore.mutate(address.id, {
          onSuccess: () => notifySuccess(ADDRESS_MESSAGES.restored),
          onError: (error) => notifyError(errorMessage(error, ADDRESS_MESSAGES.restoreFailed)),
        })
      }
    >
      Восстановить
    </Button>
  );
}

/** Archived addresses, four per page. */
export function ArchivedAddressesList() {
  const [page, setPage] = useState(1);
  const archive = useArchivedAddresses(page);
  const total = archive.data?.totalElements ?? 0;
  const pages = Math.ceil(total / ARCHIVE_PAGE_SIZE);
  if (archive.data && archive.data.data.length === 0 && page > 1 && !archive.isFetching) setPage(page - 1);

  let body;
  if (archive.isPending) body = <CardsSkeleton count={2} height={200} />;
  else if (archive.isError) {
    body = <Alert color="red">{errorMessage(archive.error, REFERENCE_MESSAGES.loadFailed)}</Alert>;
  } else if (archive.data.data.length === 0) {
    body = (
      <Text c="dimmed" size="sm">
        В архиве пусто. Адреса, которые вы переместите в архив, появятся здесь.
      </Text>
    );
  } else {
    body = (
      <SimpleGrid cols={CARD_GRID_COLS} spacing="md" role="list" aria-label="Адреса в архиве">
        {archive.data.data.map((address) => (
          <div role="listitem" key={address.id}>
            <AddressCard address={address} archived actions={<RestoreButton address={address} />} />
          </div>
        ))}
      </SimpleGrid>
    );
  }

  return (
    <ArchiveSection label="Архив адресов" total={total} pages={pages} page={page} onPageChange={setPage}>
      {body}
    </ArchiveSection>
  );
}
