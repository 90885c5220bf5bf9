import {
  CRYPTO_TOP_UP_CURRENCIES,
  CURRENCY_SYMBOL,
  FINANCE_MESSAGES,
  NUMBER_FIELDS,
  TOP_UP_LIMITS,
} from '@cargo/domain';
import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconCurrencyBitcoin } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../shared/api/ApiError';
import { notifyError } from '../../../shared/ui/notify';
import { useLocation } from 'react-router';
import { NumberField } from '../../../shared/ui/NumberField';
import { useCreateCryptoTopUp } from '../api/create-crypto-top-up';
import { currentReturnPath, rememberCryptoTopUp } from '../model/cryptoReturn';
import { amountText, type TopUpPrefill } from '../model/shortfall';
import { checkTopUpAmount, formatLimit } from '../model/topUpLimits';

type CryptoCurrency = (typeof CRYPTO_TOP_UP_CURRENCIES)[number];
const isCryptoCurrency = (ccy: string): ccy is CryptoCurrency =>
  (CRYPTO_TOP_UP_CURRENCIES as readonly string[]).includes(ccy);

/** Sends the browser to the invoice's page; a function of its own so tests can watch it. */
export const goToInvoice = (link: string) => window.location.assign(link);

/**
 * A crypto top-up: an invoice in dollars or roubles; the customer pays it on the processor's page, which sends
 * them back to /dashboard/successful-crypto-payment or /dashboard/failed-crypto-payment.
 */
export function CryptoTopUpForm({ prefill }: { prefill?: TopUpPrefill }) {
  const offered = prefill && isCryptoCurrency(prefill.currency) ? prefill : null;
  const [currency, setCurrency] = useState<CryptoCurrency>(
    offered ? (offered.currency as CryptoCurrency) : 'USD',
  );
  const [text, setText] = useState(offered ? amountText(offered.amount) : '');
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);
  const create = useCreateCryptoTopUp();
  const limits = TOP_UP_LIMITS[currency];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkTopUpAmount(text, currency);
    if ('error' in checked) return setError(checked.error);
    create.mutate(
      { amount: checked.amount, currency },
      {
        onSuccess: (answer) => {
          // The result page finds the top-up and the way back (the parcel being paid) after the processor.
          rememberCryptoTopUp({ topUpId: answer.topUp.id, returnTo: currentReturnPath(location) });
          goToInvoice(answer.link);
        },
        onError: (failure) => notifyError(errorMessage(failure, FINANCE_MESSAGES.topUpFailed)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SegmentedControl
          aria-label="Валюта счёта на оплату"
          data={CRYPTO_TOP_UP_CURRENCIES.map((ccy) => ({
            value: ccy,
            label: ccy === 'USD' ? 'Доллары (USD)' : 'Рубли (RUB)',
          }))}
          value={currency}
          onChange={(value) => {
            setCurrency(value as CryptoCurrency);
            setError(null);
          }}
        />
        <NumberField
          label="Сумма счёта"
          description={`От ${formatLimit(limits.min, currency)} до ${formatLimit(limits.max, currency)}; зачисляется на счёт ${currency}`}
          rightSection={<Text size="sm">{CURRENCY_SYMBOL[currency]}</Text>}
          valueAs="text"
          rule={NUMBER_FIELDS.money}
          value={text}
          onChange={(value) => {
            setText(value);
            setError(null);
          }}
          error={error}
        />
        <Group>
          <Button type="submit" leftSection={<IconCurrencyBitcoin size={16} />} loading={create.isPending}>
            Выставить счёт
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
