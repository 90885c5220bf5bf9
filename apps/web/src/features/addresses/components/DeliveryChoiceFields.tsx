import {
  ADDRESS_LABELS,
  COURIER_OPERATORS,
  DELIVERY_METHOD,
  DELIVERY_METHOD_TITLE,
  PICKUP_OPERATORS,
  type LastMileOperatorId,
} from '@cargo/domain';
import { Input, SegmentedControl, SimpleGrid } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { AddressForm } from './useAddressForm';

const METHODS = [DELIVERY_METHOD.COURIER, DELIVERY_METHOD.BRANCH].map((id) => ({
  value: String(id),
  label: DELIVERY_METHOD_TITLE[id]!,
}));

/** The country (a new one starts the place over) and the method (courier or pickup point). */
export function DeliveryChoiceFields({
  form,
  choices,
  onCountryChange,
}: {
  form: AddressForm;
  choices: ReadonlyArray<{ code: number; name: string }>;
  onCountryChange: () => void;
}) {
  const errors = form.formState.errors;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <Controller
        control={form.control}
        name="countryCode"
        render={({ field }) => (
          <Input.Wrapper label={ADDRESS_LABELS.country} withAsterisk error={errors.countryCode?.message}>
            <SegmentedControl
              // A new order of the same countries must not leave the indicator on the old position.
              key={choices.map((country) => country.code).join()}
              fullWidth
              mt={4}
              aria-label={ADDRESS_LABELS.country}
              data={choices.map((country) => ({ value: String(country.code), label: country.name }))}
              value={String(field.value)}
              onChange={(value) => {
                field.onChange(Number(value));
                onCountryChange();
              }}
            />
          </Input.Wrapper>
        )}
      />
      <Controller
        control={form.control}
        name="lastMileDeliveryMethodId"
        render={({ field }) => (
          <Input.Wrapper
            label={ADDRESS_LABELS.method}
            withAsterisk
            error={errors.lastMileDeliveryMethodId?.message}
          >
            <SegmentedControl
              fullWidth
              mt={4}
              aria-label={ADDRESS_LABELS.method}
              data={METHODS}
              value={String(field.value)}
              onChange={(value) => {
                const next = Number(value) === DELIVERY_METHOD.COURIER ? 1 : 2;
                field.onChange(next);
                const allowed = next === DELIVERY_METHOD.COURIER ? COURIER_OPERATORS : PICKUP_OPERATORS;
                if (!allowed.includes(form.getValues('lastMileOperatorId'))) {
                  form.setValue('lastMileOperatorId', allowed[0] as LastMileOperatorId);
                }
                form.setValue('pvzCode', null);
                form.clearErrors();
              }}
            />
          </Input.Wrapper>
        )}
      />
    </SimpleGrid>
  );
}
