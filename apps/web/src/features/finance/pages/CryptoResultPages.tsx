import { FINANCE_MESSAGES } from '@cargo/domain';
import { Button, Group, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconClockHour4 } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { invalidateMoney } from '../../../shared/session/moneyQueries';
import { ResultCard } from '../../../shared/ui/ResultCard';
import { useTopUpProgress } from '../api/get-top-up-progress';
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

type FailureReason = 'underpaid' | 'expired' | 'unknown';

/** What the failed page says for each reason the processor names; no reason claims nothing (not an expiry). */
const FAILURE_TEXT: Record<FailureReason, { color: string; title: string; text: string }> = {
  underpaid: {
    color: 'yellow',
    title: 'Счёт оплачен не полностью',
    text: `${FINANCE_MESSAGES.invoiceUnderpaid}. Остаток можно доплатить новым счётом.`,
  },
  expired: {
    color: 'red',
    title: FINANCE_MESSAGES.topUpFailed,
    text: `${FINANCE_MESSAGES.invoiceExpired}: деньги не поступили. Выставите новый счёт в разделе «Финансы».`,
  },
  unknown: {
    color: 'gray',
    title: FINANCE_MESSAGES.invoiceNotPaid,
    text: 'Деньги по счёту пока не поступили. Если вы оплатили его, сумма появится в разделе «Финансы», когда платёж подтвердится; если нет — выставите новый счёт.',
  },
};

function failureReason(reason: string | null): FailureReason {
  return reason === 'underpaid' || reason === 'expired' ? reason : 'unknown';
}

/** /dashboard/failed-crypto-payment[?reason=underpaid|expired] */
export function CryptoFailedPage() {
  useReloadMoney();
  const [params] = useSearchParams();
  const reason = failureReason(params.get('reason'));
  const underpaid = reason === 'underpaid';
  const back = useCryptoReturn();
  const topUp = useTopUpProgress(underpaid && back ? back.topUpId : null).data;
  const credited = topUp ? creditedLine(topUp) : null;
  const { color, title, text } = FAILURE_TEXT[reason];
  return (
    <ResultCard
      icon={
        reason === 'unknown' ? (
          <IconClockHour4 size={40} stroke={1.5} />
        ) : (
          <IconCircleX size={40} stroke={1.5} />
        )
      }
      color={color}
      title={title}
    >
      <Text c="dimmed">{text}</Text>
      {credited && (
        <Text fw={600} data-testid="credited">
          {credited}
        </Text>
      )}
      <WayOn back={back} />
    </ResultCard>
  );
}
