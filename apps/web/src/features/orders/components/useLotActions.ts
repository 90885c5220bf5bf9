import {
  type CancelKind,
  LOT_CANCEL_MESSAGES,
  type OrderUnit,
  ORDER_MESSAGES,
  ORDER_UNIT_STATUS,
  refundOnCancel,
} from '@cargo/domain';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../../shared/api/ApiError';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { useConfirmLotPrice } from '../api/confirm-lot-price';
import { useUpdateOrder } from '../api/update-order';

/**
 * Asks before cancelling lots, saying what happens to the money (the yuan held come back, or nothing was paid),
 * and calls `onConfirm` only on the answer «Отменить …».
 */
export function confirmLotCancel(
  kind: CancelKind,
  lots: readonly Pick<OrderUnit, 'paid'>[],
  onConfirm: () => void,
) {
  modals.openConfirmModal({
    title: LOT_CANCEL_MESSAGES.confirmTitle(kind),
    children: LOT_CANCEL_MESSAGES.confirmText(kind, lots.length, refundOnCancel(lots)),
    labels: { confirm: LOT_CANCEL_MESSAGES.confirmButton(kind), cancel: LOT_CANCEL_MESSAGES.keep },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}

/**
 * A lot's actions with their toasts: accept the buyer's new price (the confirm call), cancel a lot (PUT status
 * 30, after the confirmation). Too little yuan for the surcharge (402) shows the top-up and conversion offer
 * instead of a toast.
 */
export function useLotActions() {
  const confirm = useConfirmLotPrice();
  const update = useUpdateOrder();
  const [shortfall, setShortfall] = useState<string | null>(null);

  const confirmPrice = (lot: OrderUnit) => {
    setShortfall(null);
    confirm.mutate(lot.id, {
      onSuccess: () => notifySuccess(ORDER_MESSAGES.lotAgreed),
      onError: (error) => {
        if (isApiError(error) && error.status === 402) {
          setShortfall(error.message || ORDER_MESSAGES.notEnoughForNewPrice);
          return;
        }
        notifyError(ORDER_MESSAGES.updateFailedWith(errorMessage(error, ORDER_MESSAGES.loadFailed500)));
      },
    });
  };

  /** Cancels lots of one order once confirmed; `wholeOrder` when they are all the order still had to cancel. */
  const cancelLots = (orderId: number, lots: readonly OrderUnit[], wholeOrder = false) =>
    confirmLotCancel(wholeOrder ? 'order' : 'lot', lots, () => sendCancel(orderId, lots, wholeOrder));

  const sendCancel = (orderId: number, lots: readonly OrderUnit[], wholeOrder: boolean) => {
    update.mutate(
      {
        id: orderId,
        body: {
          id: orderId,
          orderUnits: lots.map((lot) => ({ id: lot.id, statusId: ORDER_UNIT_STATUS.CANCELED })),
        },
      },
      {
        onSuccess: () =>
          notifySuccess(wholeOrder ? ORDER_MESSAGES.canceled : ORDER_MESSAGES.lotsCanceled(lots.length)),
        onError: (error) => notifyError(errorMessage(error, ORDER_MESSAGES.cancelFailed)),
      },
    );
  };

  return {
    confirmPrice,
    cancelLots,
    confirmingId: confirm.isPending ? confirm.variables : null,
    cancelling: update.isPending,
    shortfall,
    clearShortfall: () => setShortfall(null),
  };
}
