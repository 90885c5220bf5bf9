import { ORDER_MESSAGES, staffCancelLotSchema, type StaffCancelLotInput, type StaffLot } from '@cargo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { formatMoney } from '../../../shared/format/formatMoney';
import { notifySuccess } from '../../../shared/ui/notify';
import { useFullScreenModal } from '../../../shared/ui/useFullScreenModal';
import { useCancelLotByStaff } from '../api/staff-cancel-lot';
import { lotTitle } from './lotTitle';
import { notifyDeskFailure } from './notifyDeskFailure';

/** «Отменить»: the shop cannot sell the lot; the reason goes to the customer and the held yuan back to them. */
export function CancelLotModal({ lot, onClose }: { lot: StaffLot | null; onClose: () => void }) {
  const fullScreen = useFullScreenModal();
  const cancel = useCancelLotByStaff();
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
          notifySuccess(ORDER_MESSAGES.staffCanceled);
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
      title={lot ? `Отмена: ${lotTitle(lot)}` : ''}
      fullScreen={fullScreen}
    >
      {lot && (
        <form noValidate onSubmit={submit}>
          <Stack gap="sm">
            <Text size="sm">
              Клиенту вернётся {formatMoney(lot.paid, 'CNY')}, удержанные за лот «{lot.orderName}».
            </Text>
            <Textarea
              label="Причина (увидит клиент)"
              withAsterisk
              rows={3}
              placeholder="Например: товара нет в наличии"
              data-autofocus
              {...register('reason')}
              error={formState.errors.reason?.message}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                Закрыть
              </Button>
              <Button type="submit" color="red" loading={cancel.isPending}>
                Отменить лот
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
