import { staffCancelLotSchema, type StaffCancelLotInput, type StaffLot } from '@cargo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useDeskFormat, useDeskT } from '../../../shared/staff/i18n';
import { notifySuccess } from '../../../shared/ui/notify';
import { useFullScreenModal } from '../../../shared/ui/useFullScreenModal';
import { useCancelLotByStaff } from '../api/staff-cancel-lot';
import { useLotTitle } from './lotTitle';
import { notifyDeskFailure } from './notifyDeskFailure';

/** «Отменить»: the shop cannot sell the lot; the reason goes to the customer and the held yuan back to them. */
export function CancelLotModal({ lot, onClose }: { lot: StaffLot | null; onClose: () => void }) {
  const fullScreen = useFullScreenModal();
  const cancel = useCancelLotByStaff();
  const { t } = useDeskT('orders');
  const format = useDeskFormat();
  const lotTitle = useLotTitle();
  const { register, handleSubmit, setError, formState } = useForm<StaffCancelLotInput>({
    resolver: zodResolver(staffCancelLotSchema),
    defaultValues: { reason: '' },
  });
  const submit = handleSubmit((input) => {
    if (!lot) return;
    cancel.mutate(
      { id: lot.id, input },
      {
        onSuccess: () => {
          notifySuccess(t('done.canceled'));
          onClose();
        },
        onError: (failure) => notifyDeskFailure(failure, { setError, fields: ['reason'] }),
      },
    );
  });
  return (
    <Modal
      opened={lot !== null}
      onClose={onClose}
      title={lot ? t('cancel.title', { lot: lotTitle(lot) }) : ''}
      fullScreen={fullScreen}
    >
      {lot && (
        <form noValidate onSubmit={submit}>
          <Stack gap="sm">
            <Text size="sm">
              {t('cancel.intro', { amount: format.money(lot.paid, 'CNY'), name: lot.orderName })}
            </Text>
            <Textarea
              label={t('cancel.reason')}
              withAsterisk
              rows={3}
              placeholder={t('cancel.placeholder')}
              data-autofocus
              {...register('reason')}
              error={formState.errors.reason?.message}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('close')}
              </Button>
              <Button type="submit" color="red" loading={cancel.isPending}>
                {t('cancel.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
