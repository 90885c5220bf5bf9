import {
  CURRENCY_CCYS,
  CURRENCY_SYMBOL,
  conversionSchema,
  type ConversionInput,
  type CurrencyCcy,
  NUMBER_FIELDS,
} from '@cargo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useState } from 'react';
import type { z } from 'zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { errorMessage } from '../../../shared/api/ApiError';
import { WEB_MESSAGES } from '../../../shared/config/messages';
import { formatMoney } from '../../../shared/format/formatMoney';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { NumberField } from '../../../shared/ui/NumberField';
import { useConvert } from '../api/conversion';
import { useCurrencyRates } from '../api/get-rates';
import { previewConversion, readAmount } from '../model/conversion';

const CURRENCY_OPTIONS = CURRENCY_CCYS.map((ccy) => ({
  value: ccy,
  label: `${ccy} ${CURRENCY_SYMBOL[ccy]}`,
}));

/** Conversion between the customer's own accounts, with a preview at the current rate. */
export function ConversionForm() {
  const rates = useCurrencyRates();
  const convert = useConvert();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { control, handleSubmit, reset } = useForm<
    ConversionInput,
    unknown,
    z.output<typeof conversionSchema>
  >({
    resolver: zodResolver(conversionSchema),
    defaultValues: { from: 'RUB', to: 'CNY', amount: '' },
  });
  const [from, to, amount] = useWatch({ control, name: ['from', 'to', 'amount'] });
  const preview = previewConversion(
    readAmount(String(amount ?? '')),
    from as CurrencyCcy,
    to as CurrencyCcy,
    rates.data,
  );

  const submit = handleSubmit((body) => {
    setRefusal(null);
    convert.mutate(body, {
      onSuccess: (answer) => {
        notifySuccess(
          `${answer.message}: ${formatMoney(answer.debited.amount, answer.debited.currency)} → ${formatMoney(answer.credited.amount, answer.credited.currency)}`,
        );
        reset({ from: body.from, to: body.to, amount: '' });
      },
      onError: (error) => {
        const message = errorMessage(error, WEB_MESSAGES.somethingWrong);
        setRefusal(message);
        notifyError(message);
      },
    });
  });

  return (
    <Card component="section" aria-labelledby="conversion-title">
      <form onSubmit={submit} noValidate aria-labelledby="conversion-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="conversion-title">
            Конвертация
          </Title>
          <Group grow gap="sm" align="flex-start">
            <Controller
              control={control}
              name="from"
              render={({ field, fieldState }) => (
                <Select
                  label="Со счёта"
                  data={CURRENCY_OPTIONS}
                  allowDeselect={false}
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="to"
              render={({ field, fieldState }) => (
                <Select
                  label="На счёт"
                  data={CURRENCY_OPTIONS}
                  allowDeselect={false}
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  error={fieldState.error?.message}
                />
              )}
            />
          </Group>
          <Controller
            control={control}
            name="amount"
            render={({ field, fieldState }) => (
              <NumberField
                ref={field.ref}
                name={field.name}
                label="Сумма"
                rightSection={<Text size="sm">{CURRENCY_SYMBOL[from as CurrencyCcy]}</Text>}
                valueAs="text"
                rule={NUMBER_FIELDS.money}
                value={String(field.value ?? '')}
                onChange={(value) => {
                  field.onChange(value);
                  setRefusal(null);
                }}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="conversion-preview">
            {preview
              ? `Вы получите ≈ ${formatMoney(preview.result, to as CurrencyCcy)} по курсу 1 ${from} = ${preview.rate.toFixed(4).replace('.', ',')} ${to}`
              : 'Укажите сумму — покажем, сколько придёт на счёт по текущему курсу'}
          </Text>
          {refusal && (
            <Alert color="red" variant="light" role="alert">
              {refusal}
            </Alert>
          )}
          <Button type="submit" leftSection={<IconArrowsExchange size={16} />} loading={convert.isPending}>
            Конвертировать
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
