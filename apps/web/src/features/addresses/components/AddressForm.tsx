import { ADDRESS_LABELS, type Address } from '@cargo/domain';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { CityField } from './CityField';
import { CourierFields } from './CourierFields';
import { DeliveryChoiceFields } from './DeliveryChoiceFields';
import { OperatorSelect } from './OperatorSelect';
import { PickupPointPicker } from './PickupPointPicker';
import { useAddressForm } from './useAddressForm';

/** Country and method, operator, city, then the street (courier) or the point (pickup), and a name. */
export function AddressForm({
  address,
  onDone,
  onSaved,
}: {
  address: Address | null;
  onDone: () => void;
  onSaved?: (address: Address) => void;
}) {
  const { form, submit, saving, choices, countryIso2, courier, operators, resetPlace } = useAddressForm(
    address,
    { onDone, onSaved },
  );
  const errors = form.formState.errors;
  const countryCode = form.watch('countryCode');
  const operatorId = form.watch('lastMileOperatorId');
  const city = form.watch('city') ?? '';
  const cityCode = form.watch('cityCode') ?? null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <DeliveryChoiceFields form={form} choices={choices} onCountryChange={resetPlace} />
        <OperatorSelect form={form} operators={operators} />
        <CityField
          key={`${countryCode}`}
          countryIso2={countryIso2}
          value={{ city, cityCode }}
          onChange={(next) => {
            form.setValue('city', next.city, { shouldValidate: Boolean(errors.city) });
            form.setValue('cityCode', next.cityCode);
            form.setValue('pvzCode', null);
          }}
          error={errors.city?.message}
        />
        {courier ? (
          <CourierFields form={form} city={city} />
        ) : (
          <Controller
            control={form.control}
            name="pvzCode"
            render={({ field }) => (
              <PickupPointPicker
                operatorId={operatorId}
                city={city ? { code: cityCode, name: city } : null}
                value={field.value}
                onChange={(point) => field.onChange(point.code)}
                error={errors.pvzCode?.message}
              />
            )}
          />
        )}
        <TextInput
          label={ADDRESS_LABELS.name}
          description="Необязательно: например, «Дом» или «Работа»"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onDone}>
            Отмена
          </Button>
          <Button type="submit" loading={saving}>
            {address ? ADDRESS_LABELS.save : 'Добавить адрес'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
