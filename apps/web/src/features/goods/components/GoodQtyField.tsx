import { ActionIcon, TextInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { Controller } from 'react-hook-form';
import classes from './GoodItemCard.module.css';
import type { GoodFormApi } from './goodFormValues';

/** «Количество»: digits only, with − and + (never below one). */
export function GoodQtyField({ form, index }: { form: GoodFormApi; index: number }) {
  return (
    <Controller
      control={form.control}
      name={`goods.${index}.qty`}
      render={({ field, fieldState }) => {
        const qty = Number(field.value);
        const step = (delta: number) =>
          field.onChange(Math.max(1, (Number.isFinite(qty) ? Math.trunc(qty) : 0) + delta));
        return (
          <TextInput
            ref={field.ref}
            name={field.name}
            label="Количество"
            withAsterisk
            inputMode="numeric"
            value={String(field.value ?? '')}
            onChange={(event) => field.onChange(event.currentTarget.value.replace(/\D/g, ''))}
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
