import { PACKAGE_TYPE, PARCEL_MESSAGES, REFERENCE_MESSAGES } from '@cargo/domain';
import {
  Alert,
  Anchor,
  Card,
  Checkbox,
  Group,
  Input,
  Radio,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconInfoCircle, IconPackage } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { recipientFullName } from '../../../shared/model/recipient';
import { notifyError } from '../../../shared/ui/notify';
import { PhoneInput } from '../../../shared/ui/PhoneInput';
import { AddressSelector } from '../../addresses';
import { useDeliveryTariffs, useParcelServices, useVerifiedRecipients } from '../api';
import type { GoodFormApi } from './goodFormValues';
import { servicePrice } from './servicePrice';

const PACKAGE_TYPES = [
  { value: PACKAGE_TYPE.BOX, label: 'Коробка', description: 'Жёсткая упаковка для хрупкого и объёмного' },
  { value: PACKAGE_TYPE.BAG, label: 'Пакет', description: 'Лёгкая упаковка для одежды и обуви' },
];

const RECIPIENTS_PATH = '/recipientsAndAddress/recipients';

/**
 * «Посылка в один клик»: the parcel the good goes on in (spec section 2). Recipient first (confirmed ones
 * only), then a tariff of the recipient's country, then an address that tariff delivers to.
 */
export function OneClickParcelFields({ form }: { form: GoodFormApi }) {
  const { control, register, setValue, formState } = form;
  const errors = formState.errors.parcelData;
  const recipients = useVerifiedRecipients(true);
  const services = useParcelServices();
  const recipientId = useWatch({ control, name: 'parcelData.recipientId' });
  const tariffId = useWatch({ control, name: 'parcelData.deliveryTransportId' });
  const sameRecipient = useWatch({ control, name: 'parcelData.hasTheSameRecipient' });
  const isDangerous = Boolean(useWatch({ control, name: 'goods.0.isDangerous' }));
  const recipient = recipients.data?.find((item) => item.id === recipientId) ?? null;
  const countryId = recipient?.countryCode ?? null;
  const tariffs = useDeliveryTariffs(countryId, isDangerous);
  const tariff = tariffs.data?.find((item) => item.id === tariffId) ?? null;
  const validate = { shouldDirty: true, shouldValidate: formState.isSubmitted };

  useEffect(() => {
    if (tariffs.isError) notifyError(REFERENCE_MESSAGES.tariffLoadFailed);
  }, [tariffs.isError]);

  const recipientOptions = (recipients.data ?? []).map((item) => ({
    value: String(item.id),
    label: recipientFullName(item) || `№ ${item.id}`,
  }));
  const tariffOptions = (tariffs.data ?? []).map((item) => ({
    value: String(item.id),
    label: `${item.title} · ${item.deliveryDays}`,
  }));

  return (
    <Card component="section" aria-labelledby="one-click-title">
      <Stack gap="md">
        <Group gap="xs">
          <IconPackage size={22} stroke={1.6} />
          <Title order={2} size="h4" id="one-click-title">
            Посылка в один клик
          </Title>
        </Group>
        <Text size="sm" c="dimmed" mt={-8}>
          Товар сразу уйдёт в свою посылку: когда склад его примет, посылка поедет к получателю.
        </Text>

        <TextInput
          label="Название посылки"
          withAsterisk
          maxLength={60}
          placeholder="Кроссовки для Ивана"
          error={errors?.nameOfTheProduct?.message}
          {...register('parcelData.nameOfTheProduct')}
        />

        <Controller
          control={control}
          name="parcelData.recipientId"
          render={({ field, fieldState }) => (
            <Select
              label="Получатель для таможни"
              withAsterisk
              placeholder={recipients.isPending ? 'Загрузка…' : 'Выберите получателя'}
              data={recipientOptions}
              value={field.value === null ? null : String(field.value)}
              onChange={(value) => {
                field.onChange(value === null ? null : Number(value));
                // Tariffs depend on the recipient's country, addresses on the tariff: both start over.
                setValue('parcelData.deliveryTransportId', null, validate);
                setValue('parcelData.deliveryAddressId', null, validate);
              }}
              onBlur={field.onBlur}
              name={field.name}
              searchable
              nothingFoundMessage="Нет такого получателя"
              disabled={recipients.isPending}
              error={fieldState.error?.message}
              description={
                recipients.data && recipients.data.length === 0 ? (
                  <>
                    Подтверждённых получателей нет.{' '}
                    <Anchor component={Link} to={RECIPIENTS_PATH} size="xs">
                      Добавьте получателя
                    </Anchor>{' '}
                    — после проверки его можно выбрать здесь.
                  </>
                ) : (
                  'Только подтверждённые получатели'
                )
              }
            />
          )}
        />

        <Checkbox
          label="Конечный получатель — получатель для таможни"
          {...register('parcelData.hasTheSameRecipient')}
        />
        {!sameRecipient && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="ФИО конечного получателя"
              withAsterisk
              placeholder="Иванов Иван Иванович"
              error={errors?.finalRecipientName?.message}
              {...register('parcelData.finalRecipientName')}
            />
            <Controller
              control={control}
              name="parcelData.finalRecipientPhone"
              render={({ field, fieldState }) => (
                <PhoneInput
                  label="Телефон конечного получателя"
                  withAsterisk
                  {...field}
                  error={fieldState.error?.message}
                />
              )}
            />
          </SimpleGrid>
        )}

        <Controller
          control={control}
          name="parcelData.deliveryTransportId"
          render={({ field, fieldState }) => (
            <Select
              label="Тариф международной доставки"
              withAsterisk
              placeholder={
                recipient === null
                  ? 'Сначала выберите получателя'
                  : tariffs.isPending
                    ? 'Загрузка…'
                    : 'Выберите тариф'
              }
              data={tariffOptions}
              value={field.value === null ? null : String(field.value)}
              onChange={(value) => {
                field.onChange(value === null ? null : Number(value));
                setValue('parcelData.deliveryAddressId', null, validate);
              }}
              onBlur={field.onBlur}
              name={field.name}
              disabled={recipient === null || tariffs.isPending || tariffs.isError}
              error={fieldState.error?.message}
              description={
                tariff
                  ? tariff.description
                  : isDangerous
                    ? 'Тарифы, которые принимают опасный груз'
                    : undefined
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
                tariff={{ id: tariff.id, title: tariff.title }}
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

        <Controller
          control={control}
          name="parcelData.parcelPackageTypeId"
          render={({ field, fieldState }) => (
            <Radio.Group
              label="Упаковка"
              withAsterisk
              value={field.value === null ? null : String(field.value)}
              onChange={(value) => field.onChange(Number(value) as 1 | 2)}
              // The resolver reports a union's first member ("expected 1"): the schema's own text instead.
              error={fieldState.error ? PARCEL_MESSAGES.packageRequired : undefined}
            >
              <Group gap="xl" mt={6} align="flex-start">
                {PACKAGE_TYPES.map((type) => (
                  <Radio
                    key={type.value}
                    value={String(type.value)}
                    label={type.label}
                    description={type.description}
                  />
                ))}
              </Group>
            </Radio.Group>
          )}
        />

        <Controller
          control={control}
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

        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
          {PARCEL_MESSAGES.priceMayChange}
        </Alert>
      </Stack>
    </Card>
  );
}
