import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconMapPinPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { Address } from '@cargo/domain';
import { AddressDialog } from '../components/AddressDialog';
import { ActiveAddressesList, ArchivedAddressesList } from '../components/AddressLists';

interface DialogState {
  opened: boolean;
  /** Kept while the dialog closes, so its title does not change mid-animation. */
  address: Address | null;
}

/** The «Адреса» tab (/recipientsAndAddress/address): the address book with its archive. */
export function AddressBookPage() {
  const [dialog, setDialog] = useState<DialogState>({ opened: false, address: null });
  const openCreate = () => setDialog({ opened: true, address: null });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text c="dimmed" size="sm" maw={560}>
          Адреса доставки по России и Беларуси: курьером до двери или в пункт выдачи СДЭК, Почты России, DPD и
          наших партнёров.
        </Text>
        <Button onClick={openCreate} leftSection={<IconMapPinPlus size={16} />}>
          Добавить адрес
        </Button>
      </Group>
      <ActiveAddressesList onCreate={openCreate} onEdit={(address) => setDialog({ opened: true, address })} />
      <Divider />
      <ArchivedAddressesList />
      <AddressDialog
        opened={dialog.opened}
        address={dialog.address}
        onClose={() => setDialog((state) => ({ ...state, opened: false }))}
      />
    </Stack>
  );
}
