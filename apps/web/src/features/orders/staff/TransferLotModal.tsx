import { staffTransferSchema, type StaffLot, type StaffTransferInput } from '@cargo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useDeskT } from '../../../shared/staff/i18n';
import { notifySuccess } from '../../../shared/ui/notify';
import { useFullScreenModal } from '../../../shared/ui/useFullScreenModal';
import { useTransferLot } from '../api/staff-transfer-lot';
import { useLotTitle } from './lotTitle';
import { notifyDeskFailure } from './notifyDeskFailure';

/**
 * «Передать в товары»: the Chinese track the shop sent the lot with (prefilled from the purchase). The customer's
 * good appears under «Ожидаются» with it, so the warehouse receives it like any other.
 */
export function TransferLotModal({ lot, onClose }: { lot: StaffLot | null; onClose: () => void }) {
  const fullScreen = useFullScreenModal();
  const transfer = useTransferLot();
  const { t } = useDeskT('orders');
  const lotTitle = useLotTitle();
  const { register, handleSubmit, setError, formState } = useForm<StaffTransferInput>({
    resolver: zodResolver(staffTransferSchema),
    defaultValues: { chineseTrack: lot?.chineseTrack ?? '' },
  });
  const submit = handleSubmit((input) => {
    if (!lot) return;
    transfer.mutate(
      { id: lot.id, input },
      {
        onSuccess: () => {
          notifySuccess(t('done.transferred'));
          onClose();
        },
        onError: (failure) => notifyDeskFailure(failure, { setError, fields: ['chineseTrack'] }),
      },
    );
  });
  return (
    <Modal
      opened={lot !== null}
      onClose={onClose}
      title={lot ? t('transfer.title', { lot: lotTitle(lot) }) : ''}
      fullScreen={fullScreen}
    >
      {lot && (
        <form noValidate onSubmit={submit}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('transfer.intro', { name: lot.orderName, count: lot.count })}
            </Text>
            <TextInput
              label={t('chineseTrack')}
              withAsterisk
              data-autofocus
              {...register('chineseTrack')}
              error={formState.errors.chineseTrack?.message}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('close')}
              </Button>
              <Button type="submit" loading={transfer.isPending}>
                {t('transfer.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
