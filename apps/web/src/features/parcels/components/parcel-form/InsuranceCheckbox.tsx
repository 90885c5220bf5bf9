import { INSURANCE_MESSAGES, type InsuranceTerms, type ParcelPrice } from '@cargo/domain';
import { Card, Checkbox } from '@mantine/core';
import { Controller, type Control } from 'react-hook-form';
import { formatMoney } from '../../../../shared/format/formatMoney';
import type { FormValues } from './formValues';

/**
 * «Страховка»: the checkbox with its terms (percent of the goods' declared value, the minimum) and, once chosen and
 * priced, the estimated amount; the warehouse prices it for good at weighing (decision 032).
 */
export function InsuranceCheckbox({
  control,
  terms,
  price,
}: {
  control: Control<FormValues>;
  terms: InsuranceTerms | undefined;
  price: ParcelPrice | null;
}) {
  const hint = terms
    ? INSURANCE_MESSAGES.hint(String(terms.percent), formatMoney(terms.minimumRub, 'RUB'))
    : undefined;
  const amount = price?.insurance ? ` — примерно ${formatMoney(price.insurance.amount, 'RUB')}` : '';
  return (
    <Card withBorder radius="lg">
      <Controller
        control={control}
        name="insured"
        render={({ field }) => (
          <Checkbox
            label={`${INSURANCE_MESSAGES.checkbox}${amount}`}
            description={hint}
            checked={field.value ?? false}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
    </Card>
  );
}
