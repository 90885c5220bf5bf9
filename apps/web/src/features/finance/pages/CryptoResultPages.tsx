import { FINANCE_MESSAGES } from '@cargo/domain';
import { Button, Group, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { invalidateMoney } from '../../../shared/session/moneyQueries';
import { ResultCard } from '../../../shared/ui/ResultCard';
import { useTopUpProgress } from '../api/top-ups';
import { creditedLine } from '../model/format';
import { type CryptoReturn, readCryptoTopUp } from '../model/cryptoReturn';

/** Arriving here means a crypto invoice just changed: the balances and the ledger are read again. */
function useReloadMoney() {
  const queryClient = useQueryClient();
  useEffect(() => invalidateMoney(queryClient), [queryClient]);
}

/**
 * The way on: back to the page the top-up began on (the parcel whose payment found too little money) when there
 * was one, and «Финансы» always.
 */
function WayOn({ back }: { back: CryptoReturn | null }) {
  return (
    <Group justify="center">
      {back?.returnTo && (
        <Button component={Link} to={back.returnTo}>
          Вернуться к оплате
        </Button>
      )}
      <Button component={Link} to="/finance" variant={back?.returnTo ? 'default' : 'filled'}>
        Перейти в «Финансы»
      </Button>
    </Group>
  );
}

/** What this tab remembered of the invoice it went to pay (read once per page). */
function useCryptoReturn() {
  return useState(readCryptoTopUp)[0];
}

/** /dashboard/successful-crypto-payment */
export function CryptoSucceededPage() {
  useReloadMoney();
  const back = useCryptoReturn();
  return (
    <ResultCard
      icon={<IconCircleCheck size={40} stroke={1.5} />}
      color="green"
      title={FINANCE_MESSAGES.invoicePaid}
    >
      <Text c="dimmed">
        Оплата криптовалютой получена, деньги зачислены на счёт. Операция есть в разделе «Финансы».
      </Text>
      <WayOn back={back} />
    </ResultCard>
  );
}

/** /dashboard/failed-crypto-payment[?reason=underpaid|expired] */
export function CryptoFailedPage() {
  useReloadMoney();
  const [params] = useSearchParams();
  const underpaid = params.get('reason') === 'underpaid';
  const back = useCryptoReturn();
  const topUp = useTopUpProgress(underpaid && back ? back.topUpId : null).data;
  const credited = topUp ? creditedLine(topUp) : null;
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
      {credited && (
        <Text fw={600} data-testid="credited">
          {credited}
        </Text>
      )}
      <WayOn back={back} />
    </ResultCard>
  );
}
