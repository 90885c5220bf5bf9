import { PARCEL_MESSAGES } from '@cargo/domain';
import { useSearchParams } from 'react-router';
import { errorMessage, isApiError } from '../../../shared/api/ApiError';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { usePayParcel } from '../api/parcel-actions';

/**
 * Pays a parcel awaiting payment. Too little money (402) reopens the payment-methods dialog
 * (`?selectPaymentMethods=true`, spec section 8) with the server's message as a toast.
 */
export function usePayParcelFlow() {
  const pay = usePayParcel();
  const [, setParams] = useSearchParams();
  const start = (id: number) =>
    pay.mutate(id, {
      onSuccess: (answer) => notifySuccess(answer.message || PARCEL_MESSAGES.paid),
      onError: (error) => {
        notifyError(errorMessage(error, PARCEL_MESSAGES.notAwaitingPayment));
        if (isApiError(error) && error.status === 402) {
          setParams((previous) => {
            const next = new URLSearchParams(previous);
            next.set('selectPaymentMethods', 'true');
            return next;
          });
        }
      },
    });
  return { pay: start, pendingId: pay.isPending ? pay.variables : null };
}
