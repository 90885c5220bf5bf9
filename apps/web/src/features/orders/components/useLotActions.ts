import { type OrderUnit, ORDER_MESSAGES, ORDER_UNIT_STATUS } from '@cargo/domain';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../../shared/api/ApiError';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { useConfirmLotPrice } from '../api/confirm-lot-price';
import { useUpdateOrder } from '../api/update-order';

/**
 * A lot's actions with their toasts: accept the buyer's new price (the confirm call), cancel a lot (PUT status
 * 30). Too little yuan for the surcharge (402) shows the top-up and conversion offer instead of a toast.
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

  /** Cancels lots of one order; `wholeOrder` when they are all the order still had to cancel. */
  const cancelLots = (orderId: number, lots: readonly OrderUnit[], wholeOrder = false) => {
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
