import { applyServiceType, GOOD_MESSAGES, type ServiceType, withCheckText } from '@cargo/domain';
import { Group, Radio } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { GOODS_LABELS } from '../messages';
import type { GoodFormApi } from './goodFormValues';

/** «С проверкой» / «Без проверки»: the option switches the good's services with it (domain's applyServiceType). */
export function CheckOptionField({ form, index }: { form: GoodFormApi; index: number }) {
  const orderUnitId = useWatch({ control: form.control, name: `goods.${index}.orderUnitId` });
  const qty = useWatch({ control: form.control, name: `goods.${index}.qty` });
  return (
    <Controller
      control={form.control}
      name={`goods.${index}.serviceType`}
      render={({ field, fieldState }) => (
        <Radio.Group
          label="Проверка товара на складе"
          value={field.value ?? 'WITHOUT_CHECK'}
          onChange={(value) => {
            const serviceType = value as ServiceType;
            field.onChange(serviceType);
            const services = form.getValues(`goods.${index}.additionalServicesIds`) ?? [];
            form.setValue(`goods.${index}.additionalServicesIds`, applyServiceType(serviceType, services), {
              shouldDirty: true,
              shouldValidate: form.formState.isSubmitted,
            });
          }}
          error={fieldState.error?.message}
        >
          <Group gap="md" mt={6} align="flex-start">
            <Radio
              value="WITH_CHECK"
              label={GOODS_LABELS.withCheck}
              description={withCheckText(Number(qty) || null)}
            />
            <Radio
              value="WITHOUT_CHECK"
              label={GOODS_LABELS.withoutCheck}
              description={
                orderUnitId ? GOOD_MESSAGES.withoutCheckForOrder : 'Только консолидация, бесплатно'
              }
              disabled={Boolean(orderUnitId)}
            />
          </Group>
        </Radio.Group>
      )}
    />
  );
}
