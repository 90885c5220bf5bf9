import { FINANCE_MESSAGES, NUMBER_FIELDS, TOP_UP_LIMITS, TOP_UP_STATUS } from '@cargo/domain';
import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCreditCard, IconExternalLink } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { errorMessage } from '../../../shared/api/ApiError';
import { formatMoney } from '../../../shared/format/formatMoney';
import { invalidateMoney } from '../../../shared/session/moneyQueries';
import { notifyError, notifyInfo, notifySuccess } from '../../../shared/ui/notify';
import { NumberField } from '../../../shared/ui/NumberField';
import { isTopUpCancelled, isTopUpFinished } from '../api/top-up-state';
import { useCreateCardTopUp } from '../api/create-card-top-up';
import { useTopUpProgress } from '../api/get-top-up-progress';
import { amountText, type TopUpPrefill } from '../model/shortfall';
import { checkTopUpAmount, formatLimit } from '../model/topUpLimits';
import { usePaymentPopup } from './usePaymentPopup';

interface Waiting {
  topUpId: number;
  url: string;
}

/**
 * A card top-up in roubles: the amount within `TOP_UP_LIMITS.RUB`, then the payment page in a popup while this
 * dialog waits for the top-up to succeed or fail (polling its status). On success the popup is closed; on a failure
 * it stays open, showing the bank's reason until the customer closes it.
 */
export function CardTopUpForm({ onDone, prefill }: { onDone: () => void; prefill?: TopUpPrefill }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState(prefill?.currency === 'RUB' ? amountText(prefill.amount) : '');
  const [error, setError] = useState<string | null>(null);
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  const create = useCreateCardTopUp();
  const popup = usePaymentPopup();
  const progress = useTopUpProgress(waiting?.topUpId ?? null);
  const limits = TOP_UP_LIMITS.RUB;

  const statusId = progress.data?.statusId;
  useEffect(() => {
    if (!waiting || statusId === undefined) return;
    if (statusId === TOP_UP_STATUS.SUCCEEDED || statusId === TOP_UP_STATUS.PARTLY_CREDITED) {
      const topUp = progress.data!;
      notifySuccess(
        `${FINANCE_MESSAGES.topUpSucceeded}: ${formatMoney(topUp.receivedAmount ?? topUp.amount, topUp.currency)}`,
      );
      invalidateMoney(queryClient);
      popup.close();
      setWaiting(null);
      onDone();
    } else if (isTopUpFinished({ statusId })) {
      if (isTopUpCancelled(progress.data!)) notifyInfo(FINANCE_MESSAGES.paymentCanceled);
      else notifyError(FINANCE_MESSAGES.topUpFailed);
      invalidateMoney(queryClient);
      // The payment page stays open on a failure: it says why the bank refused, and the customer closes it.
      setWaiting(null);
    }
  }, [statusId, waiting, progress.data, popup, queryClient, onDone]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkTopUpAmount(text, 'RUB');
    if ('error' in checked) return setError(checked.error);
    // Opened inside the click: a window opened after the server's answer would be blocked.
    popup.prepare();
    create.mutate(
      { amount: checked.amount, currency: 'RUB' },
      {
        onSuccess: (answer) => {
          setWaiting({ topUpId: answer.topUp.id, url: answer.confirmationUrl });
          popup.show(answer.confirmationUrl);
        },
        onError: (failure) => {
          popup.close();
          notifyError(errorMessage(failure, FINANCE_MESSAGES.topUpFailed));
        },
      },
    );
  };

  if (waiting) {
    return (
      <Stack gap="sm" aria-live="polite">
        <Group gap="sm" wrap="nowrap">
          <Loader size="sm" />
          <Text fw={600}>Ожидаем оплату…</Text>
        </Group>
        {popup.blocked ? (
          <Alert color="yellow" variant="light" title="Браузер не открыл окно оплаты">
            <Anchor href={waiting.url} target="_blank" rel="opener">
              Открыть страницу оплаты <IconExternalLink size={14} style={{ verticalAlign: 'middle' }} />
            </Anchor>
          </Alert>
        ) : (
          <Text size="sm" c="dimmed">
            Страница оплаты открыта в отдельном окне. Когда банк подтвердит платёж, деньги зачислятся на
            рублёвый счёт, а это окно закроется само.{' '}
            <Anchor href={waiting.url} target="_blank" rel="opener" size="sm">
              Открыть ещё раз
            </Anchor>
          </Text>
        )}
        {popup.closed && (
          <Text size="sm" c="dimmed">
            Окно оплаты закрыто. Если вы успели оплатить, деньги зачислятся, как только банк подтвердит
            платёж.
          </Text>
        )}
        <Group>
          <Button
            variant="default"
            onClick={() => {
              popup.close();
              setWaiting(null);
            }}
          >
            Не ждать
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <NumberField
          label="Сумма пополнения"
          description={`От ${formatLimit(limits.min, 'RUB')} до ${formatLimit(limits.max, 'RUB')}`}
          rightSection={<Text size="sm">₽</Text>}
          valueAs="text"
          rule={NUMBER_FIELDS.money}
          value={text}
          onChange={(value) => {
            setText(value);
            setError(null);
          }}
          error={error}
          data-autofocus
        />
        <Group>
          <Button type="submit" leftSection={<IconCreditCard size={16} />} loading={create.isPending}>
            Перейти к оплате
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
