import { PaymentMethodsModal } from './PaymentMethodsModal';
import { RequestSupportModal } from './RequestSupportModal';
import { TopUpBalanceModal } from './TopUpBalanceModal';
import { useQueryFlag } from './useQueryFlag';

/** The top-up dialog opened from one account's «Пополнить» carries that account's currency. */
const TOP_UP_PARAMS = ['currency'] as const;
/** A payment that found too little money names the shortfall and its currency. */
const PAYMENT_METHODS_PARAMS = ['shortfall', 'currency'] as const;

/** Dialogs opened by a query flag; rendered by the cabinet shell, so only for a signed-in customer. */
export function QueryFlagModals() {
  const topUp = useQueryFlag('topUpBalance', TOP_UP_PARAMS);
  const paymentMethods = useQueryFlag('selectPaymentMethods', PAYMENT_METHODS_PARAMS);
  const support = useQueryFlag('request-support');

  return (
    <>
      <TopUpBalanceModal opened={topUp.opened} onClose={topUp.close} />
      <PaymentMethodsModal opened={paymentMethods.opened} onClose={paymentMethods.close} />
      <RequestSupportModal opened={support.opened} onClose={support.close} />
    </>
  );
}
