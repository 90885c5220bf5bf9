import { PARCEL_MESSAGES } from '@cargo/domain';
import { usePayFromBalance } from '../../../shared/payments/usePayFromBalance';
import { usePayParcel, useRecheckParcelPayment } from '../api/parcel-actions';
import { parcelPath } from '../model/sections';

/**
 * Pays a parcel awaiting payment. Too little money (402) reopens the payment-methods dialog
 * (`?selectPaymentMethods=true`, spec section 8) with the server's message as a toast; a 409 re-reads the parcel
 * and, if it is paid by now, says so in green.
 */
export function usePayParcelFlow() {
  return usePayFromBalance(usePayParcel(), {
    paid: PARCEL_MESSAGES.paid,
    failed: PARCEL_MESSAGES.notAwaitingPayment,
    recheck: useRecheckParcelPayment(),
    // A crypto top-up for the shortfall comes back to the parcel's own page, where its «Оплатить» is.
    paymentPath: parcelPath,
  });
}
