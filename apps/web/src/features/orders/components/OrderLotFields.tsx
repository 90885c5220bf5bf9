import { DANGEROUS_GOOD_LABEL, NUMBER_FIELDS, ORDER_UNIT_TYPES, type Decimal } from '@cargo/domain';
import {
  ActionIcon,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Controller, useWatch } from 'react-hook-form';
import { formatMoney } from '../../../shared/format/formatMoney';
import { NumberField } from '../../../shared/ui/NumberField';
import { DANGEROUS_HAZARD_CATEGORY, lotRunningPrice } from '../model/order-form';
import type { OrderFormApi } from './orderFormTypes';
import { LotPhotoField } from './LotPhotoField';
import { LotServicesField } from './LotServicesField';

interface OrderLotFieldsProps {
  form: OrderFormApi;
  index: number;
  commissionPercent: Decimal | null;
  onRemove: (() => void) | null;
}

/** One lot of the order form (spec section 3 "Order unit"), with its running total. */
export function OrderLotFields({ form, index, commissionPercent, onRemove }: OrderLotFieldsProps) {
  const { control, register } = form;
  const errors = form.formState.errors.orderUnits?.[index];
  const lot = useWatch({ control, name: `orderUnits.${index}` });
  const price = commissionPercent === null ? null : lotRunningPrice(lot ?? {}, commissionPercent);
  const name = `Лот ${index + 1}`;

  return (
    <Paper withBorder radius="md" p="md" component="fieldset" aria-label={name} style={{ margin: 0 }}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>{name}</Text>
          {onRemove && (
            <ActionIcon variant="subtle" color="red" aria-label={`Удалить ${name}`} onClick={onRemove}>
              <IconTrash size={18} />
            </ActionIcon>
          )}
        </Group>
        <TextInput
          label="Ссылка на товар"
          placeholder="https://"
          withAsterisk
          error={errors?.goodUrl?.message}
          {...register(`orderUnits.${index}.goodUrl`)}
        />
        <TextInput
          label="Наименование товара"
          withAsterisk
          error={errors?.orderName?.message}
          {...register(`orderUnits.${index}.orderName`)}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Controller
            control={control}
            name={`orderUnits.${index}.price`}
            render={({ field, fieldState }) => (
              <NumberField
                rule={NUMBER_FIELDS.money}
                valueAs="text"
                label="Цена за шт., ¥"
                withAsterisk
                value={field.value === undefined ? '' : String(field.value)}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name={`orderUnits.${index}.count`}
            render={({ field, fieldState }) => (
              <NumberField
                rule={NUMBER_FIELDS.quantity}
                label="Количество"
                withAsterisk
                value={typeof field.value === 'number' ? field.value : null}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name={`orderUnits.${index}.delivery`}
            render={({ field, fieldState }) => (
              <NumberField
                rule={NUMBER_FIELDS.money}
                valueAs="text"
                label="Доставка по Китаю, ¥"
                withAsterisk
                value={field.value === undefined ? '' : String(field.value)}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="Размер" error={errors?.size?.message} {...register(`orderUnits.${index}.size`)} />
          <TextInput label="Цвет" error={errors?.color?.message} {...register(`orderUnits.${index}.color`)} />
        </SimpleGrid>
        <Controller
          control={control}
          name={`orderUnits.${index}.photoUrl`}
          render={({ field }) => (
            <LotPhotoField
              label={`Фото лота ${index + 1}`}
              lotId={lot?.id ?? null}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <Textarea
          label="Комментарий для закупщика"
          minRows={1}
          error={errors?.commentProduct?.message}
          {...register(`orderUnits.${index}.commentProduct`)}
        />
        <Textarea
          label="Комментарий для менеджера"
          minRows={1}
          error={errors?.commentProductForManager?.message}
          {...register(`orderUnits.${index}.commentProductForManager`)}
        />
        <Controller
          control={control}
          name={`orderUnits.${index}.goodHazardCategoryId`}
          render={({ field }) => (
            <Checkbox
              label={DANGEROUS_GOOD_LABEL}
              checked={field.value === DANGEROUS_HAZARD_CATEGORY}
              onChange={(event) =>
                field.onChange(event.currentTarget.checked ? DANGEROUS_HAZARD_CATEGORY : null)
              }
            />
          )}
        />
        <Controller
          control={control}
          name={`orderUnits.${index}.types`}
          render={({ field, fieldState }) => (
            <Checkbox.Group
              label="Тип товара"
              withAsterisk
              value={(field.value ?? []).map(String)}
              onChange={(values) => field.onChange(values.map(Number))}
              error={fieldState.error?.message}
            >
              <Group gap="sm" mt={6}>
                {ORDER_UNIT_TYPES.map((type) => (
                  <Checkbox key={type.id} value={String(type.id)} label={type.title} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
        />
        <LotServicesField form={form} index={index} />
        <Group justify="space-between" wrap="wrap" gap="xs" aria-label={`Стоимость: ${name}`} role="group">
          <Text size="sm" c="dimmed">
            {price
              ? `Товар ${formatMoney(price.goods, 'CNY')} + доставка ${formatMoney(price.delivery, 'CNY')} + комиссия ${price.commissionPercent.replace(/\.00$/, '')} % ${formatMoney(price.commission, 'CNY')}`
              : 'Укажите цену, количество и доставку'}
          </Text>
          <Text fw={600}>Итого за лот: {price ? formatMoney(price.total, 'CNY') : '—'}</Text>
        </Group>
      </Stack>
    </Paper>
  );
}
