import { PARCEL_MESSAGES, recipientFullName, type DeliveryTariff, type Recipient } from '@cargo/domain';
import { Card, Group, Input, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { AddressSelector } from '../../../addresses';
import { PhoneInput } from '../../../../shared/ui/PhoneInput';
import { numberOrNull, type FormValues } from './formValues';

export interface RecipientDeliveryCardProps {
  form: UseFormReturn<FormValues>;
  values: Partial<FormValues>;
  recipients: { data: readonly Recipient[] | undefined; isPending: boolean };
  recipient: Recipient | null;
  tariffs: { data: readonly DeliveryTariff[] | undefined; isError: boolean };
  tariff: DeliveryTariff | null;
  /** The calculator's pickup point, preselected among the addresses when the customer has it. */
  preferredPvzCode?: string | null;
}

/**
 * The parcel's name, customs recipient (and another final recipient), the tariff of the recipient's country and
 * an address that tariff delivers to; choosing a recipient clears the tariff and the address, a tariff the address.
 */
export function RecipientDeliveryCard({
  form,
  values,
  recipients,
  recipient,
  tariffs,
  tariff,
  preferredPvzCode = null,
}: RecipientDeliveryCardProps) {
  const { control, setValue } = form;
  return (
    <Card withBorder radius="lg">
      <Stack gap="sm">
        <Controller
          control={control}
          name="name"
          render={({ field, fieldState }) => (
            <TextInput
              {...field}
              value={field.value ?? ''}
              label="Название посылки"
              withAsterisk
              maxLength={60}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="recipientId"
          render={({ field, fieldState }) => (
            <Select
              label="Получатель (таможня)"
              withAsterisk
              placeholder={recipients.isPending ? 'Загружаем…' : 'Выберите получателя'}
              data={(recipients.data ?? []).map((item) => ({
                value: String(item.id),
                label: recipientFullName(item),
              }))}
              value={numberOrNull(field.value) === null ? null : String(field.value)}
              onChange={(value) => {
                field.onChange(value === null ? undefined : Number(value));
                setValue('deliveryTransportId', undefined as unknown as number);
                setValue('deliveryAddressId', undefined as unknown as number);
              }}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="hasTheSameRecipient"
          render={({ field }) => (
            <Switch
              label="Получатель посылки тот же"
              checked={field.value ?? true}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        {values.hasTheSameRecipient === false && (
          <Group grow align="flex-start">
            <Controller
              control={control}
              name="finalRecipientName"
              render={({ field, fieldState }) => (
                <TextInput
                  {...field}
                  value={field.value ?? ''}
                  label="ФИО получателя"
                  error={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="finalRecipientPhone"
              render={({ field, fieldState }) => (
                <PhoneInput
                  {...field}
                  value={field.value ?? ''}
                  label="Телефон получателя"
                  error={fieldState.error?.message}
                />
              )}
            />
          </Group>
        )}
        <Controller
          control={control}
          name="deliveryTransportId"
          render={({ field, fieldState }) => (
            <Select
              label="Тариф международной доставки"
              withAsterisk
              placeholder={recipient === null ? 'Сначала выберите получателя' : 'Выберите тариф'}
              data={(tariffs.data ?? []).map((item) => ({
                value: String(item.id),
                label: `${item.title} · ${item.deliveryDays}`,
              }))}
              value={numberOrNull(field.value) === null ? null : String(field.value)}
              onChange={(value) => {
                field.onChange(value === null ? undefined : Number(value));
                setValue('deliveryAddressId', undefined as unknown as number);
              }}
              disabled={recipient === null}
              error={
                fieldState.error?.message ?? (tariffs.isError ? PARCEL_MESSAGES.tariffUnknown : undefined)
              }
            />
          )}
        />
        <Controller
          control={control}
          name="deliveryAddressId"
          render={({ field, fieldState }) =>
            tariff ? (
              <AddressSelector
                label="Пункт доставки"
                tariff={{ id: tariff.id, title: tariff.title, countryCode: tariff.countryCode }}
                value={numberOrNull(field.value)}
                preferredPvzCode={preferredPvzCode}
                onChange={(address) => field.onChange(address?.id ?? undefined)}
                error={fieldState.error?.message}
              />
            ) : (
              <Input.Wrapper label="Пункт доставки" withAsterisk error={fieldState.error?.message}>
                <Text size="sm" c="dimmed" mt={4}>
                  Выберите тариф — здесь появятся ваши адреса, куда он доставляет.
                </Text>
              </Input.Wrapper>
            )
          }
        />
      </Stack>
    </Card>
  );
}
