import { allowedActions, PARCEL_MESSAGES, type ParcelDetails } from '@cargo/domain';
import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArchive } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { formatMoney } from '../../../shared/format/formatMoney';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { useArchiveParcels, useDeleteParcel, useSendToAssembly } from '../api/parcel-actions';
import { CLOSE_AFTER_DELETE_MS, CLOSE_AFTER_UPDATE_MS } from '../model/messages';
import { parcelEditPath, parcelsPath } from '../model/sections';
import { usePayParcelFlow } from './usePayParcelFlow';

/**
 * What the customer may do with the parcel now: the buttons of `allowedActions('parcel', 'customer', status)`
 * (pay, send to assembly, edit, archive, delete) with the toasts of spec section 8 and the close delays of
 * section 9 (the archive is a parcel update: 4000 ms; a delete: 2000 ms). A one-click parcel is not sent to assembly
 * by hand: the warehouse's scan of its good sends it, and the page says so instead.
 */
export function ParcelActions({ parcel }: { parcel: ParcelDetails }) {
  const navigate = useNavigate();
  const actions = allowedActions('parcel', 'customer', parcel.statusId);
  const send = useSendToAssembly();
  const remove = useDeleteParcel();
  const archive = useArchiveParcels();
  const { askToPay, pendingId } = usePayParcelFlow();

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: 'Удалить посылку?',
      children: <Text size="sm">Товары из неё вернутся на полку склада.</Text>,
      labels: { confirm: 'Удалить', cancel: 'Отмена' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(parcel.id, {
          onSuccess: () => {
            notifySuccess(PARCEL_MESSAGES.deleted);
            setTimeout(() => void navigate(parcelsPath('inwork')), CLOSE_AFTER_DELETE_MS);
          },
          onError: () => notifyError(PARCEL_MESSAGES.deleteFailed),
        }),
    });

  const toArchive = () =>
    archive.mutate([parcel.id], {
      onSuccess: (answer) => {
        if (answer.moved.includes(parcel.id)) {
          notifySuccess(PARCEL_MESSAGES.archived);
          setTimeout(() => void navigate(parcelsPath('archive')), CLOSE_AFTER_UPDATE_MS);
        } else notifyError(PARCEL_MESSAGES.archiveFailed);
      },
      onError: () => notifyError(PARCEL_MESSAGES.archiveFailed),
    });

  return (
    <Group gap="sm">
      {actions.includes('pay') && (
        <Button color="orange" loading={pendingId === parcel.id} onClick={() => askToPay(parcel)}>
          Оплатить {parcel.deliveryCost !== null && formatMoney(parcel.deliveryCost, 'RUB')}
        </Button>
      )}
      {actions.includes('sendOnAssembly') && parcel.oneClick && (
        <Text size="sm" c="dimmed">
          {PARCEL_MESSAGES.oneClickWaitsForGood}
        </Text>
      )}
      {actions.includes('sendOnAssembly') && !parcel.oneClick && (
        <Button
          loading={send.isPending}
          onClick={() =>
            send.mutate(parcel.id, {
              onSuccess: () => notifySuccess(PARCEL_MESSAGES.sentOnAssembly),
              onError: () => notifyError(PARCEL_MESSAGES.sendOnAssemblyFailed),
            })
          }
        >
          Отправить на комплектацию
        </Button>
      )}
      {actions.includes('editData') && (
        <Button variant="default" component={Link} to={parcelEditPath(parcel.id)}>
          Изменить
        </Button>
      )}
      {actions.includes('archive') && (
        <Button
          variant="light"
          leftSection={<IconArchive size={16} />}
          loading={archive.isPending}
          disabled={archive.isSuccess}
          onClick={toArchive}
        >
          В архив
        </Button>
      )}
      {actions.includes('delete') && (
        <Button variant="subtle" color="red" loading={remove.isPending} onClick={confirmDelete}>
          Удалить
        </Button>
      )}
    </Group>
  );
}
