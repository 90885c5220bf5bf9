import {
  BUYOUT_CHECK_SERVICES,
  buyoutLotServices,
  ORDER_UNIT_DEFAULT_SERVICES,
  servicePriceText,
} from '@cargo/domain';
import { Checkbox, Stack } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useGoodServices } from '../../../shared/reference/additionalServices';
import type { OrderFormApi } from './orderFormTypes';

/**
 * A lot's «Дополнительные услуги», each with its price and basis (decision 052). The services a buyout good always
 * carries (the check: examination and postal packaging disposal) are shown chosen and fixed, so nothing is added
 * after the order that the customer did not see here.
 */
export function LotServicesField({ form, index }: { form: OrderFormApi; index: number }) {
  const services = useGoodServices();
  return (
    <Controller
      control={form.control}
      name={`orderUnits.${index}.additionalServices`}
      render={({ field, fieldState }) => (
        <Checkbox.Group
          label="Дополнительные услуги"
          description="Выкупленный товар всегда проверяют на складе: осмотр и утилизация почтовой упаковки входят в заказ"
          value={buyoutLotServices(field.value ?? ORDER_UNIT_DEFAULT_SERVICES).map(String)}
          onChange={(values) => field.onChange(buyoutLotServices(values.map(Number)))}
          error={fieldState.error?.message}
        >
          <Stack gap={6} mt={6}>
            {(services.data ?? []).map((service) => (
              <Checkbox
                key={service.id}
                value={String(service.id)}
                label={service.name}
                description={servicePriceText(service.price, service.per)}
                disabled={BUYOUT_CHECK_SERVICES.includes(service.id)}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
    />
  );
}
