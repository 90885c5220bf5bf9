import type { UseMutationResult } from '@tanstack/react-query';
import { useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { errorMessage, isApiError } from '../api/ApiError';
import { notifyError, notifySuccess } from '../ui/notify';
import { pageWithoutDialogs, rememberPaymentPlace } from './paymentPlace';

export interface PayFromBalanceMessages {
  /** The toast when the server's answer carries no message (a function gets the id). */
  paid: string | ((id: number) => string);
  /** The toast when the failure carries no message. */
  failed: string;
  /**
   * After a 409 (the object no longer awaits payment: paid by a double click, in another tab or elsewhere):
   * re-reads the object and its lists, and tells whether it is paid now.
   */
  recheck: (id: number) => Promise<boolean>;
  /**
   * The page where the object's payment is made (a parcel's own page): where a crypto top-up for the shortfall
   * leads back to. Without it, back to the page the payment was clicked on.
   */
  paymentPath?: (id: number) => string;
}

/**
 * Pays something awaiting payment (a parcel, a cargo) from the ruble balance with `mutation` (its variable is the
 * id). A second click while the payment runs does nothing. Too little money (402) reopens the payment-methods
 * dialog (`?selectPaymentMethods=true`, spec section 8) with the shortfall the server named
 * (`&shortfall=110&currency=RUB`), which the dialog states and offers as the top-up amount. A 409 re-reads the
 * object: already paid is the customer's success, said in green; otherwise the server's refusal in red.
 */
export function usePayFromBalance<A extends { message?: string }>(
  mutation: UseMutationResult<A, unknown, number>,
  messages: PayFromBalanceMessages,
) {
  const [, setParams] = useSearchParams();
  const location = useLocation();
  const paying = useRef<number | null>(null);
  const paidText = (id: number) => (typeof messages.paid === 'function' ? messages.paid(id) : messages.paid);

  const afterConflict = async (id: number, error: unknown) => {
    const paidNow = await messages.recheck(id).catch(() => false);
    if (paidNow) notifySuccess(paidText(id));
    else notifyError(errorMessage(error, messages.failed));
  };

  const start = (id: number) => {
    if (paying.current !== null) return;
    paying.current = id;
    mutation.mutate(id, {
      onSuccess: (answer) => notifySuccess(answer.message || paidText(id)),
      onError: (error) => {
        if (isApiError(error) && error.status === 409) {
          void afterConflict(id, error);
          return;
        }
        if (isApiError(error) && error.status === 402) {
          // The dialog says it and offers the shortfall; a toast would sit on the dialog's close button.
          const here = pageWithoutDialogs(location);
          rememberPaymentPlace(here, messages.paymentPath?.(id) ?? here);
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
      onSettled: () => {
        paying.current = null;
      },
    });
  };
  return { pay: start, pendingId: mutation.isPending ? mutation.variables : null };
}
