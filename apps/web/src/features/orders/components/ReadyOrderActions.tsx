import { type Order, ORDER_MESSAGES, ORDER_UNIT_STATUS } from '@cargo/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage, isApiError } from '../../../shared/api/ApiError';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { useCancelReadyOrder } from '../api/cancel-ready-order';
import { useSendReadyOrder } from '../api/send-ready-order';
import { readyOrderFormPath } from '../model/ready-order-form';
import { ShortfallOffer } from './ShortfallOffer';
import { confirmLotCancel } from './useLotActions';

/** The statuses a ready order can be deleted from (its lot cancelled, whatever it holds refunded). */
const DELETABLE: readonly number[] = [ORDER_UNIT_STATUS.READY_ORDER, ORDER_UNIT_STATUS.PRICE_CONFIRMATION];

/**
 * A ready order's parcel and its actions (decision 051): while it waits for the customer (70) it is edited, sent to
 * buyout (paid in yuan; too little shows the top-up offer) or deleted after the confirmation that says what
 * happens to the money. Each button acts once: a second click while its call runs does nothing.
 */
export function ReadyOrderActions({ order }: { order: Order }) {
  const send = useSendReadyOrder();
  const cancel = useCancelReadyOrder();
  const [shortfall, setShortfall] = useState<string | null>(null);
  // Done once answered: the buttons stay off until the re-read list moves the order (no second send or cancel).
  const [done, setDone] = useState(false);
  const lots = order.orderUnits;
  const waiting = lots.some((lot) => lot.statusId === ORDER_UNIT_STATUS.READY_ORDER);
  const deletable = lots.length > 0 && lots.every((lot) => DELETABLE.includes(lot.statusId));
  const busy = send.isPending || cancel.isPending || done;

  const sendToBuyout = () => {
    setShortfall(null);
    send.mutate(order.id, {
      onSuccess: () => {
        setDone(true);
        notifySuccess(ORDER_MESSAGES.sentToBuyout(1));
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 402) {
          setShortfall(error.message || ORDER_MESSAGES.notEnoughYuan);
          return;
        }
        notifyError(ORDER_MESSAGES.updateFailedWith(errorMessage(error, ORDER_MESSAGES.loadFailed500)));
      },
    });
  };

  const remove = () =>
    confirmLotCancel('order', lots, () =>
      cancel.mutate(order.id, {
        onSuccess: () => {
          setDone(true);
          notifySuccess(ORDER_MESSAGES.canceled);
        },
        onError: (error) => notifyError(errorMessage(error, ORDER_MESSAGES.cancelFailed)),
      }),
    );

  return (
    <Stack gap="xs">
      {order.parcelData && (
        <Group gap={6} wrap="nowrap">
          <IconPackage size={16} style={{ flex: 'none' }} />
          <Text size="sm">
            Посылка в один клик: «{order.parcelData.nameOfTheProduct}»
            {order.parcelId !== null ? ` — посылка № ${order.parcelId}` : ''}
          </Text>
        </Group>
      )}
      {shortfall && <ShortfallOffer message={shortfall} onClose={() => setShortfall(null)} />}
      <Group gap="xs" justify="flex-end">
        {waiting && (
          <Button size="xs" variant="light" component={Link} to={readyOrderFormPath(order.id)}>
            Редактировать
          </Button>
        )}
        {deletable && (
          <Button
            size="xs"
            variant="default"
            color="red"
            loading={cancel.isPending}
            disabled={busy}
            onClick={remove}
          >
            Отменить заказ
          </Button>
        )}
        {waiting && (
          <Button size="xs" loading={send.isPending} disabled={busy} onClick={sendToBuyout}>
            Отправить на закупку
          </Button>
        )}
      </Group>
    </Stack>
  );
}
