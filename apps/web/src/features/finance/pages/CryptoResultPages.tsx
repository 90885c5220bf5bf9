import { FINANCE_MESSAGES } from '@cargo/domain';
import { Button, Group, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { invalidateMoney } from '../../../shared/session/moneyQueries';
import { ResultCard } from '../../../shared/ui/ResultCard';

/** Arriving here means a crypto invoice just changed: the balances and the ledger are read again. */
function useReloadMoney() {
  const queryClient = useQueryClient();
  useEffect(() => invalidateMoney(queryClient), [queryClient]);
}

function ToFinance() {
  return (
    <Group justify="center">
      <Button component={Link} to="/finance">
        Перейти в «Финансы»
      </Button>
    </Group>
  );
}

/** /dashboard/successful-crypto-payment */
export function CryptoSucceededPage() {
  useReloadMoney();
  return (
    <ResultCard
      icon={<IconCircleCheck size={40} stroke={1.5} />}
      color="green"
      title={FINANCE_MESSAGES.invoicePaid}
    >
      <Text c="dimmed">
        Оплата криптовалютой получена, деньги зачислены на счёт. Операция есть в разделе «Финансы».
      </Text>
      <ToFinance />
    </ResultCard>
  );
}

/** /dashboard/failed-crypto-payment[?reason=underpaid|expired] */
export function CryptoFailedPage() {
  useReloadMoney();
  const [params] = useSearchParams();
  const underpaid = params.get('reason') === 'underpaid';
  return (
    <ResultCard
      icon={<IconCircleX size={40} stroke={1.5} />}
      color={underpaid ? 'yellow' : 'red'}
      title={underpaid ? 'Счёт оплачен не полностью' : FINANCE_MESSAGES.topUpFailed}
    >
      <Text c="dimmed">
        {underpaid
          ? `${FINANCE_MESSAGES.invoiceUnderpaid}. Остаток можно доплатить новым счётом.`
          : `${FINANCE_MESSAGES.invoiceExpired}: деньги не поступили. Выставите новый счёт в разделе «Финансы».`}
      </Text>
      <ToFinance />
    </ResultCard>
  );
}
