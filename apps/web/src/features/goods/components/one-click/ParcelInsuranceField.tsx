import { INSURANCE_MESSAGES } from '@cargo/domain';
import { Checkbox } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { formatMoney } from '../../../../shared/format/formatMoney';
import { useInsuranceTerms } from '../../../../shared/reference/insuranceTerms';
import type { GoodFormApi } from '../goodFormValues';

/** «Страховка» of the one-click parcel, with its terms; the warehouse prices it at weighing (decision 032). */
export function ParcelInsuranceField({ form }: { form: GoodFormApi }) {
  const terms = useInsuranceTerms();
  return (
    <Controller
      control={form.control}
      name="parcelData.insured"
      render={({ field }) => (
        <Checkbox
          label={INSURANCE_MESSAGES.checkbox}
          description={
            terms.data &&
            INSURANCE_MESSAGES.hint(String(terms.data.percent), formatMoney(terms.data.minimumRub, 'RUB'))
          }
          checked={field.value ?? false}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
        />
      )}
    />
  );
}
