import {
  CURRENCY_CCYS,
  CURRENCY_SYMBOL,
  NUMBER_FIELDS,
  correctionSchema,
  type CurrencyCcy,
  isAwaitingApproval,
} from '@cargo/domain';
import { Button, Group, Select, Stack, Textarea, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../shared/api/ApiError';
import { useDeskT } from '../../../shared/staff/i18n';
import { notifyError, notifyInfo, notifySuccess } from '../../../shared/ui/notify';
import { NumberField } from '../../../shared/ui/NumberField';
import { useCorrectBalance } from '../api/staff/correct-balance';

/** A correction: signed amount in one currency with a mandatory reason; never an edit of a ledger row. */
export function CorrectionForm({ customerId }: { customerId: number }) {
  const correct = useCorrectBalance(customerId);
  const { t } = useDeskT('finance');
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
          if (isAwaitingApproval(answer)) notifyInfo(t('requested'));
          else notifySuccess(answer.message || t('correction.done'));
          setAmount('');
          setReason('');
        },
        onError: (failure) => notifyError(errorMessage(failure, t('somethingWrong'))),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('correction.form')}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('correction.title')}
        </Title>
        <Group grow align="flex-start" gap="sm">
          <Select
            label={t('correction.account')}
            data={CURRENCY_CCYS.map((ccy) => ({ value: ccy, label: `${ccy} ${CURRENCY_SYMBOL[ccy]}` }))}
            value={currency}
            allowDeselect={false}
            onChange={(value) => value && setCurrency(value as CurrencyCcy)}
          />
          <NumberField
            label={t('correction.amount')}
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
          label={t('correction.reason')}
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
            {t('correction.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
