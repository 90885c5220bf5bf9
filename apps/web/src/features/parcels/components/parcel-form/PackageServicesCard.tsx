import {
  ADDITIONAL_SERVICE,
  PACKAGE_TITLE,
  PACKAGE_TYPE,
  PARCEL_MESSAGES,
  SERVICE_PRICES,
  servicePriceText,
  type AdditionalService,
} from '@cargo/domain';
import { Card, Checkbox, Input, SegmentedControl, Stack } from '@mantine/core';
import { Controller, type Control } from 'react-hook-form';
import type { FormValues } from './formValues';

const crating = SERVICE_PRICES[ADDITIONAL_SERVICE.PARCEL_SHEATHING]!;
/** «Обрешётка (299 ₽ за шт.)»: every piece of the parcel's goods, as the estimate and the desk charge it. */
const cratingLabel = `${crating.title} (${servicePriceText(crating.price, crating.per)})`;

/** Box or bag, crating, and the parcel's additional services with their prices. */
export function PackageServicesCard({
  control,
  services,
}: {
  control: Control<FormValues>;
  services: readonly AdditionalService[] | undefined;
}) {
  return (
    <Card withBorder radius="lg">
      <Stack gap="sm">
        <Controller
          control={control}
          name="parcelPackageTypeId"
          render={({ field, fieldState }) => (
            <Input.Wrapper
              label="Упаковка"
              error={fieldState.error ? PARCEL_MESSAGES.packageRequired : undefined}
            >
              <SegmentedControl
                mt={4}
                value={String(field.value ?? PACKAGE_TYPE.BOX)}
                onChange={(value) => field.onChange(Number(value))}
                data={[
                  { value: String(PACKAGE_TYPE.BOX), label: PACKAGE_TITLE[PACKAGE_TYPE.BOX]! },
                  { value: String(PACKAGE_TYPE.BAG), label: PACKAGE_TITLE[PACKAGE_TYPE.BAG]! },
                ]}
              />
            </Input.Wrapper>
          )}
        />
        <Controller
          control={control}
          name="withCrating"
          render={({ field }) => (
            <Checkbox
              label={cratingLabel}
              checked={field.value ?? false}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        <Controller
          control={control}
          name="additionalServicesIds"
          render={({ field }) => (
            <Checkbox.Group
              label="Дополнительные услуги для посылки"
              value={(field.value ?? []).map(String)}
              onChange={(ids) => field.onChange(ids.map(Number).sort((a, b) => a - b))}
            >
              <Stack gap={6} mt={6}>
                {(services ?? [])
                  // Crating has its own box above, next to the packaging it belongs to.
                  .filter((service) => service.id !== ADDITIONAL_SERVICE.PARCEL_SHEATHING)
                  .map((service) => (
                    <Checkbox
                      key={service.id}
                      value={String(service.id)}
                      label={service.name}
                      description={servicePriceText(service.price, service.per)}
                    />
                  ))}
              </Stack>
            </Checkbox.Group>
          )}
        />
      </Stack>
    </Card>
  );
}
