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
 * with the server's message as a toast.
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
        notifyError(errorMessage(error, messages.failed));
        if (isApiError(error) && error.status === 402) {
          setParams((previous) => {
            const next = new URLSearchParams(previous);
            next.set('selectPaymentMethods', 'true');
            return next;
          });
        }
      },
    });
  return { pay: start, pendingId: mutation.isPending ? mutation.variables : null };
}
