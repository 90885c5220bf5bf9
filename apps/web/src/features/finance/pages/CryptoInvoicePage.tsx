import { COMMON_MESSAGES, FINANCE_MESSAGES, type SandboxInvoiceOutcome } from '@cargo/domain';
import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleX } from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/ApiError';
import { formatMoney } from '../../../shared/format/formatMoney';
import { useSandboxInvoice, useSettleSandboxInvoice } from '../api/sandbox';
import { ResultCard } from '../../../shared/ui/ResultCard';
import { formatDateTime } from '../model/format';
import { TestModeNotice } from '../components/TestModeNotice';

export const CRYPTO_SUCCESS_PATH = '/dashboard/successful-crypto-payment';
export const CRYPTO_FAILURE_PATH = '/dashboard/failed-crypto-payment';

/** Where the processor sends the customer after an invoice's outcome. */
function resultPath(outcome: SandboxInvoiceOutcome): string {
  return outcome === 'paid' ? CRYPTO_SUCCESS_PATH : `${CRYPTO_FAILURE_PATH}?reason=${outcome}`;
}

/**
 * /crypto-cloud?invoiceId=…: the crypto sandbox's invoice page. It stands for the processor's own page: the
 * customer marks the invoice paid, partly paid or expired, the processor posts back to the server, and the customer
 * goes to the cabinet's result page.
 */
export function CryptoInvoicePage() {
  const [params] = useSearchParams();
  const invoiceId = params.get('invoiceId') ?? '';
  const invoice = useSandboxInvoice(invoiceId);
  const settle = useSettleSandboxInvoice(invoiceId);
  const navigate = useNavigate();

  const choose = (outcome: SandboxInvoiceOutcome) =>
    settle.mutate(outcome, { onSuccess: () => navigate(resultPath(outcome)) });

  if (!invoiceId || invoice.isError) {
    return (
      <Stack py="xl">
        <TestModeNotice kind="crypto" maw={480} mx="auto" w="100%" />
        <ResultCard icon={<IconCircleX size={40} stroke={1.5} />} color="red" title="Счёт не найден">
          <Text c="dimmed">Ссылка на счёт неверна или устарела. Выставите новый счёт в личном кабинете.</Text>
        </ResultCard>
      </Stack>
    );
  }
  if (invoice.isPending) {
    return (
      <Center mih="40vh">
        <Loader aria-label="Загрузка" />
      </Center>
    );
  }
  const { amount, currency, expiresAt, status, receivedAmount } = invoice.data;
  const open = status === 'created';
  return (
    <Stack py={{ base: 'md', sm: 'xl' }}>
      <TestModeNotice kind="crypto" maw={480} mx="auto" w="100%" />
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }} maw={480} mx="auto" w="100%">
        <Stack gap="md">
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              Тестовый счёт на оплату криптовалютой
            </Text>
            <Title order={1} size="h2" data-testid="invoice-amount">
              {formatMoney(amount, currency)}
            </Title>
            <Text size="sm" c="dimmed">
              Счёт № {invoiceId} · оплатить до {formatDateTime(expiresAt)}
            </Text>
          </div>
          {open ? (
            <>
              <Text size="sm">
                В тестовом режиме деньги не переводятся: выберите, что произошло со счётом, и сервис зачислит
                полученную сумму.
              </Text>
              {settle.isError && (
                <Alert color="red" variant="light" role="alert">
                  {errorMessage(settle.error, COMMON_MESSAGES.somethingWrong)}
                </Alert>
              )}
              <Button
                size="md"
                onClick={() => choose('paid')}
                loading={settle.isPending && settle.variables === 'paid'}
              >
                Оплатить
              </Button>
              <Button
                variant="light"
                onClick={() => choose('underpaid')}
                loading={settle.isPending && settle.variables === 'underpaid'}
                disabled={settle.isPending}
              >
                Оплатить частично
              </Button>
              <Button
                variant="subtle"
                color="red"
                onClick={() => choose('expired')}
                loading={settle.isPending && settle.variables === 'expired'}
                disabled={settle.isPending}
              >
                Истёк срок
              </Button>
            </>
          ) : (
            <Alert variant="light" color={status === 'paid' || status === 'overpaid' ? 'green' : 'yellow'}>
              {status === 'paid' || status === 'overpaid'
                ? FINANCE_MESSAGES.invoicePaid
                : status === 'partial'
                  ? `${FINANCE_MESSAGES.invoiceUnderpaid}${receivedAmount !== null ? ` (${formatMoney(receivedAmount, currency)})` : ''}`
                  : FINANCE_MESSAGES.invoiceExpired}
            </Alert>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
