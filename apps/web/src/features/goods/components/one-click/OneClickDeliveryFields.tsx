import { Input, Select, Text } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { AddressSelector } from '../../../addresses';
import { GOODS_LABELS } from '../../messages';
import type { GoodFormApi } from '../goodFormValues';
import { validateOptions, type OneClickChoices } from './useOneClickChoices';

function tariffPlaceholder({ recipient, tariffs }: OneClickChoices): string {
  if (recipient === null) return 'Сначала выберите получателя';
  return tariffs.isPending ? GOODS_LABELS.loadingOptions : 'Выберите тариф';
}

/** A tariff of the recipient's country, then an address that tariff delivers to. */
export function OneClickDeliveryFields({ form, choices }: { form: GoodFormApi; choices: OneClickChoices }) {
  const { control, setValue } = form;
  const { recipient, tariffs, tariff, isDangerous } = choices;
  const options = (tariffs.data ?? []).map((item) => ({
    value: String(item.id),
    label: `${item.title} · ${item.deliveryDays}`,
  }));

  return (
    <>
      <Controller
        control={control}
        name="parcelData.deliveryTransportId"
        render={({ field, fieldState }) => (
          <Select
            label="Тариф международной доставки"
            withAsterisk
            placeholder={tariffPlaceholder(choices)}
            data={options}
            value={field.value === null ? null : String(field.value)}
            onChange={(value) => {
              field.onChange(value === null ? null : Number(value));
              setValue('parcelData.deliveryAddressId', null, validateOptions(form));
            }}
            onBlur={field.onBlur}
            name={field.name}
            disabled={recipient === null || tariffs.isPending || tariffs.isError}
            error={fieldState.error?.message}
            description={
              tariff ? tariff.description : isDangerous ? 'Тарифы, которые принимают опасный груз' : undefined
            }
          />
        )}
      />

      <Controller
        control={control}
        name="parcelData.deliveryAddressId"
        render={({ field, fieldState }) =>
          tariff ? (
            <AddressSelector
              label="Пункт доставки"
              tariff={{ id: tariff.id, title: tariff.title, countryCode: tariff.countryCode }}
              value={field.value}
              onChange={(address) => field.onChange(address?.id ?? null)}
              error={fieldState.error?.message}
            />
          ) : (
            <Input.Wrapper label="Пункт доставки" withAsterisk error={fieldState.error?.message}>
              <Text size="sm" c="dimmed" mt={4}>
                Выберите тариф — здесь появятся ваши адреса, куда он доставляет (курьер, Почта России, DPD,
                пункты выдачи).
              </Text>
            </Input.Wrapper>
          )
        }
      />
    </>
  );
}
