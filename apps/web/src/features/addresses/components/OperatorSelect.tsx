import { ADDRESS_LABELS, type LastMileOperatorId } from '@cargo/domain';
import { Group, Select } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { OperatorIcon, operatorLook } from './operators';
import type { AddressForm } from './useAddressForm';

/** «Служба доставки»: the operators of the chosen method, each with its icon; a new one drops the point. */
export function OperatorSelect({ form, operators }: { form: AddressForm; operators: readonly number[] }) {
  return (
    <Controller
      control={form.control}
      name="lastMileOperatorId"
      render={({ field, fieldState }) => (
        <Select<number>
          label={ADDRESS_LABELS.operator}
          withAsterisk
          data={operators.map((id) => ({ value: id, label: operatorLook(id).label }))}
          value={field.value ?? null}
          onChange={(value) => {
            if (value === null) return;
            field.onChange(value as LastMileOperatorId);
            form.setValue('pvzCode', null);
          }}
          allowDeselect={false}
          leftSection={field.value ? <OperatorIcon operatorId={field.value} size="sm" /> : null}
          renderOption={({ option }) => (
            <Group gap="sm" wrap="nowrap">
              <OperatorIcon operatorId={option.value} size="sm" />
              {option.label}
            </Group>
          )}
          comboboxProps={{ withinPortal: true }}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
