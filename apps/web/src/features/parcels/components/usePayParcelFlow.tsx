import { PARCEL_MESSAGES } from '@cargo/domain';
import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { formatMoney } from '../../../shared/format/formatMoney';
import { usePayFromBalance } from '../../../shared/payments/usePayFromBalance';
import { useMyInfo } from '../../../shared/session/useMyInfo';
import { usePayParcel, useRecheckParcelPayment } from '../api/parcel-actions';
import { parcelPath } from '../model/sections';

/** What the confirmation names: the parcel and the amount its weighing priced. */
export interface PayableParcel {
  id: number;
  name?: string | null;
  deliveryCost: number | null;
}

/**
 * Pays a parcel awaiting payment, after the customer confirms the amount and the balance it comes from (decision
 * 052: nothing is charged unseen). Too little money (402) reopens the payment-methods dialog
 * (`?selectPaymentMethods=true`, spec section 8) with the server's message as a toast; a 409 re-reads the parcel
 * and, if it is paid by now, says so in green.
 */
export function usePayParcelFlow() {
  const { pay, pendingId } = usePayFromBalance(usePayParcel(), {
    paid: PARCEL_MESSAGES.paid,
    failed: PARCEL_MESSAGES.notAwaitingPayment,
    recheck: useRecheckParcelPayment(),
    // A crypto top-up for the shortfall comes back to the parcel's own page, where its «Оплатить» is.
    paymentPath: parcelPath,
  });
  const balance = useMyInfo().data?.accounts.find((account) => account.currency.ccy === 'RUB')?.balance;

  const askToPay = (parcel: PayableParcel) => {
    const amount = parcel.deliveryCost;
    const short = amount !== null && balance !== undefined && balance < amount;
    modals.openConfirmModal({
      title: `Оплатить посылку № ${parcel.id}${parcel.name ? ` «${parcel.name}»` : ''}?`,
      children: (
        <Stack gap={4}>
          <Text size="sm" data-testid="pay-confirm-amount">
            К оплате: {amount === null ? '—' : formatMoney(amount, 'RUB')}
          </Text>
          <Text size="sm" data-testid="pay-confirm-balance">
            Спишем с рублёвого баланса
            {balance === undefined ? '' : `: на нём ${formatMoney(balance, 'RUB')}`}
          </Text>
          {short && (
            <Text size="sm" c="red">
              На балансе не хватает {formatMoney(amount - balance, 'RUB')}: предложим пополнить его.
            </Text>
          )}
        </Stack>
      ),
      labels: { confirm: 'Оплатить', cancel: 'Отмена' },
      confirmProps: { color: 'orange' },
      onConfirm: () => pay(parcel.id),
    });
  };
  return { askToPay, pendingId };
}
