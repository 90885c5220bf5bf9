import { ORDER_MESSAGES, ORDER_UNIT_STATUS } from '@cargo/domain';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../../shared/api/ApiError';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { useBulkOrders } from '../api/bulk-orders';

/** «Отправить на закупку» for the chosen new orders (PUT /api/order/bulk, statusId 50); 402 offers a top-up. */
export function useBulkSend(onDone: () => void) {
  const bulk = useBulkOrders();
  const [shortfall, setShortfall] = useState<string | null>(null);
  const send = (orderIds: number[]) => {
    setShortfall(null);
    bulk.mutate(
      { orderIds, statusId: ORDER_UNIT_STATUS.WAITING_PURCHASE },
      {
        onSuccess: () => {
          notifySuccess(ORDER_MESSAGES.sentToBuyout(orderIds.length));
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 402) {
            setShortfall(error.message || ORDER_MESSAGES.notEnoughYuan);
            return;
          }
          notifyError(ORDER_MESSAGES.updateFailedWith(errorMessage(error, ORDER_MESSAGES.loadFailed500)));
        },
      },
    );
  };
  return { send, sending: bulk.isPending, shortfall, clearShortfall: () => setShortfall(null) };
}
