import { staffShipSchema, type StaffShipInput } from '@cargo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../shared/api/ApiError';
import { useDeskT } from '../../../shared/staff/i18n';
import { notifySuccess } from '../../../shared/ui/notify';
import { useShipParcel } from '../api/staff';
import type { DeskParcel } from './deskParcel';

/**
 * Shipping a paid parcel with its outgoing track and the flight's registry (40 → 50), checked by the request's own
 * schema: an emoji or a tag in the track is refused here as on the server.
 */
export function ShipModal({ parcel, onClose }: { parcel: DeskParcel | null; onClose: () => void }) {
  const ship = useShipParcel();
  const { t } = useDeskT('parcels');
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<StaffShipInput>({
    resolver: zodResolver(staffShipSchema),
    defaultValues: { outgoingDeclaration: '', registry: '' },
  });
  const submit = handleSubmit((values) => {
    if (!parcel) return;
    setError(null);
    const input = { outgoingDeclaration: values.outgoingDeclaration, registry: values.registry || undefined };
    ship.mutate(
      { id: parcel.id, input },
      {
        onSuccess: () => {
          notifySuccess(t('done.shipped', { id: parcel.id }));
          onClose();
        },
        onError: (failure) => setError(errorMessage(failure, t('loadFailed'))),
      },
    );
  });
  return (
    <Modal opened={parcel !== null} onClose={onClose} title={t('ship.title', { id: parcel?.id ?? '' })}>
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <TextInput
            label={t('ship.track')}
            withAsterisk
            {...register('outgoingDeclaration')}
            error={errors.outgoingDeclaration?.message}
          />
          <TextInput label={t('ship.registry')} {...register('registry')} error={errors.registry?.message} />
          {error && <Alert color="red">{error}</Alert>}
          <Button type="submit" loading={ship.isPending}>
            {t('ship.submit')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
