import {
  APPROVAL_MESSAGES,
  CURRENCY_CCYS,
  CURRENCY_SYMBOL,
  FINANCE_MESSAGES,
  NUMBER_FIELDS,
  correctionSchema,
  type CurrencyCcy,
  isAwaitingApproval,
} from '@cargo/domain';
import { Button, Group, Select, Stack, Textarea, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../shared/api/ApiError';
import { WEB_MESSAGES } from '../../../shared/config/messages';
import { notifyError, notifyInfo, notifySuccess } from '../../../shared/ui/notify';
import { NumberField } from '../../../shared/ui/NumberField';
import { useCorrectBalance } from '../api/staff/correct-balance';

/** A correction: signed amount in one currency with a mandatory reason; never an edit of a ledger row. */
export function CorrectionForm({ customerId }: { customerId: number }) {
  const correct = useCorrectBalance(customerId);
  const [currency, setCurrency] = useState<CurrencyCcy>('RUB');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'amount' | 'reason', string>>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = correctionSchema.safeParse({ currency, amount: amount.replace(/\s/g, ''), reason });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as 'amount' | 'reason';
        found[field] ??= issue.message;
      }
      return setErrors(found);
    }
    correct.mutate(
      { currency, amount: parsed.data.amount, reason: parsed.data.reason },
      {
        onSuccess: (answer) => {
          // Above the four-eyes threshold nothing moved yet: a second finance member decides (decision 049).
          if (isAwaitingApproval(answer)) notifyInfo(APPROVAL_MESSAGES.requested);
          else notifySuccess(answer.message || FINANCE_MESSAGES.correctionDone);
          setAmount('');
          setReason('');
        },
        onError: (failure) => notifyError(errorMessage(failure, WEB_MESSAGES.somethingWrong)),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Корректировка баланса">
      <Stack gap="sm">
        <Title order={3} size="h5">
          Корректировка
        </Title>
        <Group grow align="flex-start" gap="sm">
          <Select
            label="Счёт"
            data={CURRENCY_CCYS.map((ccy) => ({ value: ccy, label: `${ccy} ${CURRENCY_SYMBOL[ccy]}` }))}
            value={currency}
            allowDeselect={false}
            onChange={(value) => value && setCurrency(value as CurrencyCcy)}
          />
          <NumberField
            label="Сумма (минус — списание)"
            valueAs="text"
            rule={NUMBER_FIELDS.signedMoney}
            value={amount}
            error={errors.amount}
            onChange={(value) => {
              setAmount(value);
              setErrors((previous) => ({ ...previous, amount: undefined }));
            }}
          />
        </Group>
        <Textarea
          label="Причина"
          withAsterisk
          rows={2}
          maxLength={200}
          value={reason}
          error={errors.reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setErrors((previous) => ({ ...previous, reason: undefined }));
          }}
        />
        <Group>
          <Button type="submit" loading={correct.isPending}>
            Провести корректировку
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
