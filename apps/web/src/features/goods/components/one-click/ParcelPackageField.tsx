import { PACKAGE_TITLE, PACKAGE_TYPE, PARCEL_MESSAGES } from '@cargo/domain';
import { Group, Radio } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { GoodFormApi } from '../goodFormValues';

const PACKAGE_TYPES = [
  {
    value: PACKAGE_TYPE.BOX,
    label: PACKAGE_TITLE[PACKAGE_TYPE.BOX]!,
    description: 'Жёсткая упаковка для хрупкого и объёмного',
  },
  {
    value: PACKAGE_TYPE.BAG,
    label: PACKAGE_TITLE[PACKAGE_TYPE.BAG]!,
    description: 'Лёгкая упаковка для одежды и обуви',
  },
];

/** «Упаковка»: a box or a bag. */
export function ParcelPackageField({ form }: { form: GoodFormApi }) {
  return (
    <Controller
      control={form.control}
      name="parcelData.parcelPackageTypeId"
      render={({ field, fieldState }) => (
        <Radio.Group
          label="Упаковка"
          withAsterisk
          value={field.value === null ? null : String(field.value)}
          onChange={(value) => field.onChange(Number(value) as 1 | 2)}
          // The resolver reports a union's first member ("expected 1"): the schema's own text instead.
          error={fieldState.error ? PARCEL_MESSAGES.packageRequired : undefined}
        >
          <Group gap="xl" mt={6} align="flex-start">
            {PACKAGE_TYPES.map((type) => (
              <Radio
                key={type.value}
                value={String(type.value)}
                label={type.label}
                description={type.description}
              />
            ))}
          </Group>
        </Radio.Group>
      )}
    />
  );
}
