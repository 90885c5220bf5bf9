import { Checkbox, Skeleton, Stack } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useParcelServices } from '../../../../shared/reference/additionalServices';
import type { GoodFormApi } from '../goodFormValues';
import { servicePrice } from '../servicePrice';

/** The parcel's additional services (wrapping, documents, crating) with their prices. */
export function ParcelServicesField({ form }: { form: GoodFormApi }) {
  const services = useParcelServices();
  return (
    <Controller
      control={form.control}
      name="parcelData.additionalServicesIds"
      render={({ field }) =>
        services.isPending ? (
          <Skeleton height={72} />
        ) : (
          <Checkbox.Group
            label="Дополнительные услуги для посылки"
            value={field.value.map(String)}
            onChange={(values) => field.onChange(values.map(Number).sort((a, b) => a - b))}
          >
            <Stack gap={8} mt={6}>
              {(services.data ?? []).map((service) => (
                <Checkbox
                  key={service.id}
                  value={String(service.id)}
                  label={service.name}
                  description={servicePrice(service)}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        )
      }
    />
  );
}
