import { ADDRESS_LABELS, ADDRESS_MAX_LENGTH } from '@cargo/domain';
import { TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { StreetField } from './StreetField';
import type { AddressForm } from './useAddressForm';

/** Street with house and flat (with street suggestions in the chosen city) and the six-digit index. */
export function CourierFields({ form, city }: { form: AddressForm; city: string }) {
  const errors = form.formState.errors;
  return (
    <>
      <Controller
        control={form.control}
        name="address"
        render={({ field }) => (
          <StreetField
            value={field.value ?? ''}
            city={city}
            onChange={field.onChange}
            onPick={(suggestion) => {
              if (suggestion.postalCode) form.setValue('postalCode', suggestion.postalCode);
            }}
            error={errors.address?.message}
          />
        )}
      />
      <TextInput
        label={ADDRESS_LABELS.postalCode}
        withAsterisk
        inputMode="numeric"
        maxLength={ADDRESS_MAX_LENGTH.postalCode}
        placeholder="6 цифр"
        maw={200}
        error={errors.postalCode?.message}
        {...form.register('postalCode')}
      />
    </>
  );
}
