import { NUMBER_FIELDS } from '@cargo/domain';
import { Text } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { NumberField } from '../../../shared/ui/NumberField';
import type { GoodFormApi } from './goodFormValues';

/** «Цена за единицу, ¥»: money typed with a comma, handed to the form as exact text for the price schema. */
export function GoodPriceField({ form, index }: { form: GoodFormApi; index: number }) {
  return (
    <Controller
      control={form.control}
      name={`goods.${index}.price`}
      render={({ field, fieldState }) => (
        <NumberField
          ref={field.ref}
          name={field.name}
          label="Цена за единицу, ¥"
          withAsterisk
          placeholder="89,50"
          rightSection={<Text size="sm">¥</Text>}
          valueAs="text"
          rule={NUMBER_FIELDS.money}
          value={field.value === undefined || field.value === null ? '' : String(field.value)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
