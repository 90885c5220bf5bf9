import { NUMBER_FIELDS } from '@cargo/domain';
import { ActionIcon } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { Controller } from 'react-hook-form';
import { NumberField } from '../../../shared/ui/NumberField';
import classes from './GoodItemCard.module.css';
import type { GoodFormApi } from './goodFormValues';

/** «Количество»: whole pieces, with − and + (never below one); emptied, it stays empty until typed. */
export function GoodQtyField({ form, index }: { form: GoodFormApi; index: number }) {
  return (
    <Controller
      control={form.control}
      name={`goods.${index}.qty`}
      render={({ field, fieldState }) => {
        const empty = field.value === undefined || field.value === null || field.value === '';
        const qty = empty ? Number.NaN : Number(field.value);
        const step = (delta: number) =>
          field.onChange(Math.max(1, (Number.isFinite(qty) ? Math.trunc(qty) : 0) + delta));
        return (
          <NumberField
            ref={field.ref}
            name={field.name}
            label="Количество"
            withAsterisk
            rule={NUMBER_FIELDS.quantity}
            value={Number.isFinite(qty) ? qty : null}
            // Emptied, the form holds '' as before: the quantity schema's «Введите количество».
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            classNames={{ input: classes.qtyInput }}
            leftSectionPointerEvents="all"
            rightSectionPointerEvents="all"
            leftSection={
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label="Уменьшить количество"
                disabled={!(qty > 1)}
                onClick={() => step(-1)}
              >
                <IconMinus size={16} />
              </ActionIcon>
            }
            rightSection={
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label="Увеличить количество"
                onClick={() => step(1)}
              >
                <IconPlus size={16} />
              </ActionIcon>
            }
          />
        );
      }}
    />
  );
}
