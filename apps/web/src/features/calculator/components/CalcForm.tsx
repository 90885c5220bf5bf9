import {
  ADDITIONAL_SERVICE,
  calcRequestSchema,
  COUNTRY,
  CURRENCY_CCYS,
  INSURANCE_MESSAGES,
  NUMBER_FIELDS,
  SERVICE_PRICES,
  servicePriceText,
} from '@cargo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Checkbox, Input, Select, SegmentedControl, SimpleGrid, Stack } from '@mantine/core';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { z } from 'zod';
import { formatMoney } from '../../../shared/format/formatMoney';
import { useInsuranceTerms } from '../../../shared/reference/insuranceTerms';
import { useDeliveryTariffs } from '../../../shared/reference/tariffs';
import { NumberField } from '../../../shared/ui/NumberField';
import { StorageTermsNote } from '../../../shared/ui/StorageTermsNote';
import { type CalcFormValues } from '../model/calcSearch';
import { CalcDestinationFields } from './CalcDestinationFields';
import { PackageChoice } from './PackageChoice';

/** The form's empty fields as the schema reads them: no tariff = every tariff, no value = 0. */
const formSchema = z.preprocess((raw) => {
  const values = raw as CalcFormValues;
  return {
    ...values,
    deliveryTransportId: values.deliveryTransportId ?? undefined,
    goodsCount: values.goodsCount ?? undefined,
    declaredValue: values.declaredValue || '0',
    cityCode: values.cityCode ?? undefined,
    city: values.cityCode === null ? undefined : values.city,
    pickupPointCode: values.cityCode === null ? undefined : (values.pickupPointCode ?? undefined),
  };
}, calcRequestSchema);

const PARCEL_SERVICES = [ADDITIONAL_SERVICE.PARCEL_WRAPPING, ADDITIONAL_SERVICE.DOCUMENTS_REGISTRATION];
const priced = (id: number) => {
  const service = SERVICE_PRICES[id]!;
  return `${service.title} (${servicePriceText(service.price, service.per)})`;
};

type Numeric = 'weightKg' | 'lengthCm' | 'widthCm' | 'heightCm' | 'goodsCount';
const RULES = {
  weightKg: NUMBER_FIELDS.parcelWeightKg,
  lengthCm: NUMBER_FIELDS.dimensionCm,
  widthCm: NUMBER_FIELDS.dimensionCm,
  heightCm: NUMBER_FIELDS.dimensionCm,
  goodsCount: { decimals: 0, max: 100, maxMessage: 'Не больше 100' },
};

function NumberInput({
  control,
  name,
  label,
}: {
  control: Control<CalcFormValues>;
  name: Numeric;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberField
          label={label}
          rule={RULES[name]}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** The calculator's form: where, how heavy and how big, the packaging and services, the goods' value. */
export function CalcForm({
  initial,
  onCalculate,
}: {
  initial: CalcFormValues;
  onCalculate: (values: CalcFormValues) => void;
}) {
  const { control, handleSubmit, setValue } = useForm<CalcFormValues>({
    resolver: zodResolver(formSchema as never) as never,
    defaultValues: initial,
  });
  const countryCode = useWatch({ control, name: 'countryCode' });
  const tariffs = useDeliveryTariffs(countryCode, false);
  const terms = useInsuranceTerms().data;
  const insuranceHint =
    terms && INSURANCE_MESSAGES.hint(String(terms.percent), formatMoney(terms.minimumRub, 'RUB'));

  return (
    <Card
      withBorder
      radius="lg"
      component="form"
      aria-label="Параметры посылки"
      onSubmit={handleSubmit(onCalculate)}
      noValidate
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={control}
            name="countryCode"
            render={({ field }) => (
              <Input.Wrapper label="Страна доставки">
                <SegmentedControl
                  mt={4}
                  fullWidth
                  value={String(field.value)}
                  onChange={(value) => {
                    field.onChange(Number(value));
                    setValue('deliveryTransportId', null);
                    setValue('cityCode', null);
                    setValue('city', '');
                    setValue('pickupPointCode', null);
                  }}
                  data={[
                    { value: String(COUNTRY.RUSSIA), label: 'Россия' },
                    { value: String(COUNTRY.BELARUS), label: 'Беларусь' },
                  ]}
                />
              </Input.Wrapper>
            )}
          />
          <Controller
            control={control}
            name="deliveryTransportId"
            render={({ field, fieldState }) => (
              <Select
                label="Тариф"
                placeholder="Все тарифы"
                clearable
                value={field.value === null ? null : String(field.value)}
                onChange={(value) => field.onChange(value === null ? null : Number(value))}
                data={(tariffs.data ?? []).map((tariff) => ({
                  value: String(tariff.id),
                  label: tariff.title,
                }))}
                error={fieldState.error?.message}
              />
            )}
          />
        </SimpleGrid>
        <CalcDestinationFields control={control} setValue={setValue} />
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <NumberInput control={control} name="weightKg" label="Вес, кг" />
          <NumberInput control={control} name="lengthCm" label="Длина, см" />
          <NumberInput control={control} name="widthCm" label="Ширина, см" />
          <NumberInput control={control} name="heightCm" label="Высота, см" />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PackageChoice control={control} setValue={setValue} />
          <NumberInput control={control} name="goodsCount" label="Товаров в посылке, шт." />
        </SimpleGrid>
        <Controller
          control={control}
          name="withCrating"
          render={({ field }) => (
            <Checkbox
              label={priced(ADDITIONAL_SERVICE.PARCEL_SHEATHING)}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        <Controller
          control={control}
          name="additionalServicesIds"
          render={({ field }) => (
            <Checkbox.Group
              label="Услуги для посылки"
              value={field.value.map(String)}
              onChange={(ids) => field.onChange(ids.map(Number).sort((a, b) => a - b))}
            >
              <Stack gap={6} mt={6}>
                {PARCEL_SERVICES.map((id) => (
                  <Checkbox key={id} value={String(id)} label={priced(id)} />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        />
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Controller
            control={control}
            name="declaredValue"
            render={({ field, fieldState }) => (
              <NumberField
                label="Стоимость товаров"
                valueAs="text"
                rule={NUMBER_FIELDS.money}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="declaredCurrency"
            render={({ field }) => (
              <Select
                label="Валюта"
                allowDeselect={false}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                data={CURRENCY_CCYS.map((ccy) => ({ value: ccy, label: ccy }))}
              />
            )}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="insured"
          render={({ field }) => (
            <Checkbox
              label={INSURANCE_MESSAGES.checkbox}
              description={insuranceHint}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        <StorageTermsNote />
        <Button type="submit">Рассчитать</Button>
      </Stack>
    </Card>
  );
}
