import { COMMON_MESSAGES, PARCEL_MESSAGES, type StaffParcel } from '@cargo/domain';
import { Alert, Button, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/ApiError';
import { notifySuccess } from '../../../shared/ui/notify';
import { useShipParcel } from '../api/staff';

/** Shipping a paid parcel with its outgoing track and the flight's registry (40 → 50). */
export function ShipModal({ parcel, onClose }: { parcel: StaffParcel | null; onClose: () => void }) {
  const ship = useShipParcel();
  const [track, setTrack] = useState('');
  const [registry, setRegistry] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!parcel) return;
    if (track.trim().length < 3) return setError(PARCEL_MESSAGES.trackRequired);
    ship.mutate(
      { id: parcel.id, input: { outgoingDeclaration: track.trim(), registry: registry.trim() || undefined } },
      {
        onSuccess: () => {
          notifySuccess(`Посылка ${parcel.id} отправлена`);
          onClose();
        },
        onError: (failure) => setError(errorMessage(failure, COMMON_MESSAGES.loadFailed)),
      },
    );
  };
  return (
    <Modal opened={parcel !== null} onClose={onClose} title={`Отправка посылки ${parcel?.id ?? ''}`}>
      <Stack gap="sm">
        <TextInput
          label="Трек отправления"
          withAsterisk
          value={track}
          onChange={(event) => setTrack(event.currentTarget.value)}
        />
        <TextInput
          label="Реестр (рейс)"
          value={registry}
          onChange={(event) => setRegistry(event.currentTarget.value)}
        />
        {error && <Alert color="red">{error}</Alert>}
        <Button onClick={submit} loading={ship.isPending}>
          Отправить
        </Button>
      </Stack>
    </Modal>
  );
}
