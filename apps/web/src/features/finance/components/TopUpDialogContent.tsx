import { notEnoughMoneyMessage } from '@cargo/domain';
import { Alert, Stack, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useMyInfo } from '../../../shared/session/useMyInfo';
import { AccountBalances } from '../../../shared/ui/AccountBalances';
import { formatMoney } from '../../../shared/format/formatMoney';
import { methodForCurrency } from '../model/paymentMethods';
import { shortfallPrefill } from '../model/shortfall';
import { TopUpMethods } from './TopUpMethods';

/**
 * The body of the `topUpBalance=true` dialog and of `selectPaymentMethods=true` (a parcel payment that found too
 * little money reopens it, spec section 8): the balances and every way to top up. A short payment's dialog says
 * the server's refusal and how much is missing, and the online forms start with that amount.
 */
export function TopUpDialogContent({
  reason,
  onDone,
}: {
  reason: 'topUp' | 'notEnoughMoney';
  onDone: () => void;
}) {
  const { data: myInfo, isPending } = useMyInfo();
  const [params] = useSearchParams();
  const prefill = reason === 'notEnoughMoney' ? shortfallPrefill(params) : null;
  return (
    <Stack gap="md">
      {reason === 'notEnoughMoney' && (
        <Alert
          variant="light"
          color="yellow"
          icon={<IconInfoCircle />}
          title={prefill ? notEnoughMoneyMessage(prefill.currency) : undefined}
          data-testid="shortfall"
        >
          {prefill ? (
            <>
              Для оплаты не хватает <b>{formatMoney(prefill.shortfall, prefill.currency)}</b>. Пополните счёт
              {prefill.raised
                ? ` на ${formatMoney(prefill.amount, prefill.currency)} (меньше пополнить нельзя)`
                : ' на эту сумму'}{' '}
              и повторите оплату.
            </>
          ) : (
            'На счёте не хватает денег для оплаты. Пополните его любым способом и повторите оплату.'
          )}
        </Alert>
      )}
      <div>
        <Title order={4} mb="xs">
          Ваши счета
        </Title>
        <AccountBalances accounts={myInfo?.accounts} loading={isPending} cols={{ base: 2, sm: 4 }} />
      </div>
      <div>
        <Title order={4} mb="xs">
          Способы оплаты
        </Title>
        <TopUpMethods
          initial={methodForCurrency(params.get('currency'))}
          prefill={prefill ?? undefined}
          onDone={onDone}
        />
      </div>
    </Stack>
  );
}
