import { FINANCE_MESSAGES, SANDBOX_CONFIRMATION_CODE } from '@cargo/domain';
import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleMinus, IconCircleX, IconShieldLock } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/ApiError';
import { COMMON_MESSAGES, type SandboxActionAnswer } from '@cargo/domain';
import { formatMoney } from '../../../shared/format/formatMoney';
import { useSandboxCancel, useSandboxCardPayment, useSandboxConfirm, useSandboxPay } from '../api/sandbox';
import { ResultCard } from '../../../shared/ui/ResultCard';
import { SandboxCardForm } from '../components/SandboxCardForm';
import { TestModeNotice } from '../components/TestModeNotice';

/** `declined`: the bank refused (the sandbox answers it as canceled); `cancelledByCustomer`: «Отменить оплату». */
type Outcome = { kind: 'succeeded' | 'canceled' | 'cancelledByCustomer'; message: string };

/** Closes the popup; a page opened in a tab of its own cannot close itself, so it offers /finance too. */
function CloseWindow() {
  const isPopup = typeof window !== 'undefined' && window.opener !== null;
  return (
    <Group justify="center">
      <Button onClick={() => window.close()}>Закрыть окно</Button>
      {!isPopup && (
        <Button component={Link} to="/finance" variant="default">
          В раздел «Финансы»
        </Button>
      )}
    </Group>
  );
}

function OutcomeScreen({ outcome }: { outcome: Outcome }) {
  if (outcome.kind === 'cancelledByCustomer') {
    // The customer's own choice: said plainly, not as a failure.
    return (
      <ResultCard
        icon={<IconCircleMinus size={40} stroke={1.5} />}
        color="gray"
        title={FINANCE_MESSAGES.paymentCanceled}
      >
        <Text c="dimmed">{outcome.message}. Деньги не списаны — пополнить счёт можно в любой момент.</Text>
        <CloseWindow />
      </ResultCard>
    );
  }
  return outcome.kind === 'succeeded' ? (
    <ResultCard icon={<IconCircleCheck size={40} stroke={1.5} />} color="green" title="Оплата прошла">
      <Text c="dimmed">{outcome.message}. Деньги зачислены на счёт — окно можно закрыть.</Text>
      <CloseWindow />
    </ResultCard>
  ) : (
    <ResultCard icon={<IconCircleX size={40} stroke={1.5} />} color="red" title="Оплата не прошла">
      <Text c="dimmed">{outcome.message}. Деньги не списаны; попробуйте другую карту или способ оплаты.</Text>
      <CloseWindow />
    </ResultCard>
  );
}

function ConfirmationStep({
  paymentId,
  onOutcome,
}: {
  paymentId: string;
  onOutcome: (answer: SandboxActionAnswer) => void;
}) {
  const confirm = useSandboxConfirm(paymentId);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError(FINANCE_MESSAGES.confirmationCodeWrong);
    confirm.mutate(
      { code: code.trim() },
      {
        onSuccess: (answer) => {
          if (answer.status === 'waiting_for_confirmation') {
            setError(answer.message || FINANCE_MESSAGES.confirmationCodeWrong);
            setCode('');
          } else onOutcome(answer);
        },
        onError: (failure) => setError(errorMessage(failure, COMMON_MESSAGES.somethingWrong)),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Подтверждение платежа">
      <Stack gap="sm">
        <Alert variant="light" icon={<IconShieldLock />} title="Подтвердите платёж">
          Банк прислал код подтверждения. В тестовом режиме код — {SANDBOX_CONFIRMATION_CODE}.
        </Alert>
        <TextInput
          label="Код подтверждения"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          data-autofocus
        />
        <Button type="submit" loading={confirm.isPending}>
          Подтвердить
        </Button>
      </Stack>
    </form>
  );
}

/**
 * /reference-pay/card?paymentId=…&userId=…&amount=…: the built-in card sandbox's payment page, opened in a popup
 * by the top-up dialog. The server settles the payment and notifies itself as a real acquirer would.
 */
export function CardPayPage() {
  const [params] = useSearchParams();
  const paymentId = params.get('paymentId') ?? '';
  const payment = useSandboxCardPayment(paymentId);
  const pay = useSandboxPay(paymentId);
  const cancel = useSandboxCancel(paymentId);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const settle = (answer: SandboxActionAnswer) => {
    if (answer.status === 'waiting_for_confirmation') return setConfirming(true);
    setConfirming(false);
    setOutcome({
      kind: answer.status,
      message:
        answer.message || (answer.status === 'succeeded' ? 'Платёж принят' : FINANCE_MESSAGES.cardDeclined),
    });
  };

  let body;
  if (!paymentId || payment.isError) {
    body = (
      <ResultCard
        icon={<IconCircleX size={40} stroke={1.5} />}
        color="red"
        title={FINANCE_MESSAGES.topUpNotFound}
      >
        <Text c="dimmed">
          Ссылка на оплату неверна или устарела. Начните пополнение заново в личном кабинете.
        </Text>
        <CloseWindow />
      </ResultCard>
    );
  } else if (payment.isPending) {
    body = (
      <Center mih="40vh">
        <Loader aria-label="Загрузка" />
      </Center>
    );
  } else if (outcome) {
    body = <OutcomeScreen outcome={outcome} />;
  } else if (payment.data.status === 'succeeded' || payment.data.status === 'refunded') {
    body = (
      <OutcomeScreen outcome={{ kind: 'succeeded', message: FINANCE_MESSAGES.paymentAlreadyFinished }} />
    );
  } else if (payment.data.status === 'canceled') {
    body = <OutcomeScreen outcome={{ kind: 'canceled', message: FINANCE_MESSAGES.paymentAlreadyFinished }} />;
  } else {
    const { amount, currency, description } = payment.data;
    body = (
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }} maw={480} mx="auto" w="100%">
        <Stack gap="md">
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              Тестовая оплата картой
            </Text>
            <Title order={1} size="h2" data-testid="pay-amount">
              {formatMoney(amount, currency)}
            </Title>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </div>
          {confirming || payment.data.status === 'waiting_for_confirmation' ? (
            <ConfirmationStep paymentId={paymentId} onOutcome={settle} />
          ) : (
            <SandboxCardForm
              amountLabel={formatMoney(amount, currency)}
              submitting={pay.isPending}
              refusal={refusal}
              onPay={(card) => {
                setRefusal(null);
                pay.mutate(card, {
                  onSuccess: settle,
                  onError: (failure) => setRefusal(errorMessage(failure, COMMON_MESSAGES.somethingWrong)),
                });
              }}
              onCancel={() =>
                cancel.mutate(undefined, {
                  onSuccess: () =>
                    setOutcome({
                      kind: 'cancelledByCustomer',
                      message: FINANCE_MESSAGES.topUpCanceledByCustomer,
                    }),
                  onError: (failure) => setRefusal(errorMessage(failure, COMMON_MESSAGES.somethingWrong)),
                })
              }
            />
          )}
        </Stack>
      </Paper>
    );
  }
  return (
    <Stack py={{ base: 'md', sm: 'xl' }}>
      <TestModeNotice kind="card" maw={480} mx="auto" w="100%" />
      {body}
    </Stack>
  );
}
