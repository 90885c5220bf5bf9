import type { UseMutationResult } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { errorMessage, isApiError } from '../api/ApiError';
import { notifyError, notifySuccess } from '../ui/notify';

export interface PayFromBalanceMessages {
  /** The toast when the server's answer carries no message (a function gets the id). */
  paid: string | ((id: number) => string);
  /** The toast when the failure carries no message. */
  failed: string;
}

/**
 * Pays something awaiting payment (a parcel, a cargo) from the ruble balance with `mutation` (its variable is the
 * id). Too little money (402) reopens the payment-methods dialog (`?selectPaymentMethods=true`, spec section 8)
 * with the shortfall the server named (`&shortfall=110&currency=RUB`), which the dialog states and offers as the
 * top-up amount.
 */
export function usePayFromBalance<A extends { message?: string }>(
  mutation: UseMutationResult<A, unknown, number>,
  messages: PayFromBalanceMessages,
) {
  const [, setParams] = useSearchParams();
  const start = (id: number) =>
    mutation.mutate(id, {
      onSuccess: (answer) =>
        notifySuccess(
          answer.message || (typeof messages.paid === 'function' ? messages.paid(id) : messages.paid),
        ),
      onError: (error) => {
        if (isApiError(error) && error.status === 402) {
          // The dialog says it and offers the shortfall; a toast would sit on the dialog's close button.
          setParams((previous) => {
            const next = new URLSearchParams(previous);
            next.set('selectPaymentMethods', 'true');
            if (error.shortfall) {
              next.set('shortfall', String(error.shortfall.amount));
              next.set('currency', error.shortfall.currency);
            }
            return next;
          });
          return;
        }
        notifyError(errorMessage(error, messages.failed));
      },
    });
  return { pay: start, pendingId: mutation.isPending ? mutation.variables : null };
}
