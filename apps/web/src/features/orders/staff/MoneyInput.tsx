import { NUMBER_FIELDS } from '@cargo/domain';
import { Text } from '@mantine/core';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { NumberField } from '../../../shared/ui/NumberField';

interface Props<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  autoFocus?: boolean;
}

/** An amount in yuan on a desk form: exact decimal text for the domain's money schema, the comma as separator. */
export function MoneyInput<T extends FieldValues>({ control, name, label, autoFocus }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberField
          ref={field.ref}
          name={field.name}
          label={label}
          withAsterisk
          data-autofocus={autoFocus || undefined}
          rightSection={<Text size="sm">¥</Text>}
          valueAs="text"
          rule={NUMBER_FIELDS.money}
          value={String(field.value ?? '')}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
