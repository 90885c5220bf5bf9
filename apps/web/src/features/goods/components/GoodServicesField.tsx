import { ADDITIONAL_SERVICE, GOOD_MESSAGES } from '@cargo/domain';
import { Checkbox, Input, Skeleton, Stack } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useGoodServices } from '../../../shared/reference/additionalServices';
import type { GoodFormApi } from './goodFormValues';
import { servicePrice } from './servicePrice';

/** The good's additional services with their prices; examination follows the check option. */
export function GoodServicesField({ form, index }: { form: GoodFormApi; index: number }) {
  const services = useGoodServices();
  return (
    <Controller
      control={form.control}
      name={`goods.${index}.additionalServicesIds`}
      render={({ field, fieldState }) => {
        const chosen = field.value ?? [];
        // The submit button is disabled without a service: the reason is shown at once, not after submit.
        const error = chosen.length === 0 ? GOOD_MESSAGES.servicesRequired : fieldState.error?.message;
        if (services.isPending) {
          return (
            <Input.Wrapper label="Дополнительные услуги">
              <Skeleton height={96} mt={4} />
            </Input.Wrapper>
          );
        }
        return (
          <Checkbox.Group
            label="Дополнительные услуги"
            value={chosen.map(String)}
            onChange={(values) => field.onChange(values.map(Number).sort((a, b) => a - b))}
            error={error}
          >
            <Stack gap={8} mt={6}>
              {(services.data ?? []).map((service) => {
                const examination = service.id === ADDITIONAL_SERVICE.DETAILED_EXAMINATION;
                return (
                  <Checkbox
                    key={service.id}
                    value={String(service.id)}
                    label={service.name}
                    description={
                      examination
                        ? `${servicePrice(service)} — включается вариантом «С проверкой»`
                        : servicePrice(service)
                    }
                    // Examination follows the check option; the server keeps them in step as well.
                    disabled={examination}
                  />
                );
              })}
            </Stack>
          </Checkbox.Group>
        );
      }}
    />
  );
}
