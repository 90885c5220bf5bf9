import {
  PARCEL_MESSAGES,
  PACKAGE_TYPE,
  parcelOrderSchema,
  recipientFullName,
  type Good,
  type ParcelDetails,
  type ParcelOrderInput,
} from '@cargo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Input,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/api/ApiError';
import { formatMoney } from '../../../shared/format/formatMoney';
import { applyServerErrors } from '../../../shared/ui/applyServerErrors';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { AddressSelector, GoodThumb } from './formImports';
import {
  useCreateParcel,
  useParcelServices,
  useRates,
  useShelfGoods,
  useTariffs,
  useUpdateParcel,
  useVerifiedRecipients,
} from '../api/form-choices';
import { CustomsGauge, gaugeOf } from './CustomsGauge';
import { estimateParcel, splitProposal } from '../model/estimate';
import { SplitProposalCard } from './SplitProposalCard';
import { CLOSE_AFTER_UPDATE_MS } from '../model/messages';
import { parcelPath, parcelsPath } from '../model/sections';

type FormValues = ParcelOrderInput;

const SERVER_FIELDS = [
  'name',
  'recipientId',
  'finalRecipientName',
  'finalRecipientPhone',
  'deliveryTransportId',
  'deliveryAddressId',
  'parcelPackageTypeId',
  'goodsIds',
] as const;

function initialValues(parcel: ParcelDetails | null): FormValues {
  if (!parcel) {
    return {
      name: '',
      recipientId: undefined as unknown as number,
      hasTheSameRecipient: true,
      finalRecipientName: '',
      finalRecipientPhone: '',
      deliveryTransportId: undefined as unknown as number,
      deliveryAddressId: undefined as unknown as number,
      parcelPackageTypeId: PACKAGE_TYPE.BOX,
      withCrating: false,
      additionalServicesIds: [],
      goodsIds: [],
    };
  }
  return {
    name: parcel.name,
    recipientId: parcel.recipientDataId ?? (undefined as unknown as number),
    hasTheSameRecipient: !parcel.finalRecipientName,
    finalRecipientName: parcel.finalRecipientName ?? '',
    finalRecipientPhone: parcel.finalRecipientPhone ?? '',
    deliveryTransportId: parcel.deliveryTransport?.id ?? (undefined as unknown as number),
    deliveryAddressId: parcel.recipientId ?? (undefined as unknown as number),
    parcelPackageTypeId: parcel.packageTypeId ?? PACKAGE_TYPE.BOX,
    withCrating: parcel.withCrating,
    additionalServicesIds: parcel.additionalServicesIds
      .split(',')
      .filter((part) => /^\d+$/.test(part))
      .map(Number),
    goodsIds: parcel.goods.map((good) => good.id),
  };
}

const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * The parcel order form (spec section 3): goods from the shelf, the customs recipient, the tariff of the
 * recipient's country, an address that tariff delivers to, box or bag with crating, the parcel's services; the
 * price estimate and the customs gauge follow every change (the domain's pricing and customs functions).
 */
export function ParcelForm({ parcel }: { parcel: ParcelDetails | null }) {
  const navigate = useNavigate();
  const shelf = useShelfGoods();
  const recipients = useVerifiedRecipients();
  const services = useParcelServices();
  const rates = useRates();
  const create = useCreateParcel();
  const update = useUpdateParcel(parcel?.id ?? 0);
  const [expectedWeight, setExpectedWeight] = useState<number>(1);
  const form = useForm<FormValues>({
    resolver: zodResolver(parcelOrderSchema) as never,
    defaultValues: initialValues(parcel),
  });
  const { control, handleSubmit, setValue, setError } = form;
  const values = useWatch({ control });

  const recipient = (recipients.data ?? []).find((item) => item.id === values.recipientId) ?? null;
  const countryCode = recipient?.countryCode ?? recipient?.country?.code ?? null;
  // The edited parcel's own goods are choosable next to those still on the shelf.
  const goodsById = new Map<number, Good>();
  for (const good of parcel?.goods ?? []) goodsById.set(good.id, good);
  for (const good of shelf.data ?? []) goodsById.set(good.id, good);
  const choosable = [...goodsById.values()];
  const chosen = choosable.filter((good) => (values.goodsIds ?? []).includes(good.id));
  const isDangerous = chosen.some((good) => good.isDangerous);
  const tariffs = useTariffs(countryCode, isDangerous);
  const tariff = (tariffs.data ?? []).find((item) => item.id === values.deliveryTransportId) ?? null;

  const estimate = estimateParcel({
    goods: chosen,
    deliveryTransportId: numberOrNull(values.deliveryTransportId),
    countryCode,
    weightKg: expectedWeight,
    packageTypeId: numberOrNull(values.parcelPackageTypeId),
    withCrating: values.withCrating ?? false,
    additionalServicesIds: (values.additionalServicesIds ?? []).filter(
      (id): id is number => typeof id === 'number',
    ),
    rates: rates.data,
  });

  const tariffId = numberOrNull(values.deliveryTransportId);
  const packageTypeId = numberOrNull(values.parcelPackageTypeId);
  const proposal =
    !parcel &&
    estimate.customs &&
    !estimate.customs.within &&
    tariffId !== null &&
    packageTypeId !== null &&
    countryCode !== null &&
    rates.data
      ? splitProposal({
          goods: chosen,
          deliveryTransportId: tariffId,
          countryCode,
          weightKg: expectedWeight,
          packageTypeId,
          withCrating: values.withCrating ?? false,
          additionalServicesIds: (values.additionalServicesIds ?? []).filter(
            (id): id is number => typeof id === 'number',
          ),
          rates: rates.data,
        })
      : null;
  const [splitting, setSplitting] = useState(false);
  const createSplit = (groups: number[][]) =>
    void handleSubmit(async (input) => {
      setSplitting(true);
      try {
        for (const [index, goodsIds] of groups.entries()) {
          const answer = await create.mutateAsync({
            ...input,
            goodsIds,
            name: `${input.name} (${index + 1}/${groups.length})`.slice(0, 60),
          });
          notifySuccess(PARCEL_MESSAGES.created(answer.id));
        }
        void navigate(parcelsPath('inwork'));
      } catch (error) {
        notifyError(errorMessage(error, PARCEL_MESSAGES.addFailed));
      } finally {
        setSplitting(false);
      }
    })();

  const pending = create.isPending || update.isPending || splitting;
  const submit = handleSubmit((input) => {
    const onError = (error: unknown) => {
      applyServerErrors(error, setError, SERVER_FIELDS);
      notifyError(errorMessage(error, parcel ? PARCEL_MESSAGES.updateFailed : PARCEL_MESSAGES.addFailed));
    };
    if (parcel) {
      update.mutate(input, {
        onSuccess: () => {
          notifySuccess(PARCEL_MESSAGES.updated);
          setTimeout(() => void navigate(parcelPath(parcel.id)), CLOSE_AFTER_UPDATE_MS);
        },
        onError,
      });
    } else {
      create.mutate(input, {
        onSuccess: (answer) => {
          notifySuccess(PARCEL_MESSAGES.created(answer.id));
          void navigate(parcelPath(answer.id));
        },
        onError,
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="md">
          <Card withBorder radius="lg">
            <Title order={2} size="h4" mb="sm">
              Товары на складе
            </Title>
            <Controller
              control={control}
              name="goodsIds"
              render={({ field, fieldState }) =>
                shelf.isPending ? (
                  <Skeleton height={96} />
                ) : (
                  <Checkbox.Group
                    aria-label="Товары на складе"
                    value={(field.value ?? []).map(String)}
                    onChange={(ids) => field.onChange(ids.map(Number))}
                    error={fieldState.error?.message}
                  >
                    <Stack gap="xs" mt={4}>
                      {choosable.length === 0 && (
                        <Text size="sm" c="dimmed">
                          На складе нет товаров: посылку собирают из товаров, которые склад уже принял.
                        </Text>
                      )}
                      {choosable.map((good) => (
                        <Group key={good.id} gap="sm" wrap="nowrap">
                          <Checkbox value={String(good.id)} aria-label={good.description} />
                          <GoodThumb src={good.pictureUrl} alt={good.description} />
                          <div style={{ minWidth: 0 }}>
                            <Text size="sm">{good.description}</Text>
                            <Text size="xs" c="dimmed">
                              {good.incomingDeclaration} · {good.qty} × {formatMoney(good.price, 'CNY')}
                            </Text>
                          </div>
                        </Group>
                      ))}
                    </Stack>
                  </Checkbox.Group>
                )
              }
            />
          </Card>

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
                      <TextInput
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
                      fieldState.error?.message ??
                      (tariffs.isError ? PARCEL_MESSAGES.tariffUnknown : undefined)
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
                      tariff={{ id: tariff.id, title: tariff.title }}
                      value={numberOrNull(field.value)}
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
                        { value: String(PACKAGE_TYPE.BOX), label: 'Коробка' },
                        { value: String(PACKAGE_TYPE.BAG), label: 'Пакет' },
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
                    label="Обрешётка (299 ₽)"
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
                      {(services.data ?? []).map((service) => (
                        <Checkbox
                          key={service.id}
                          value={String(service.id)}
                          label={service.name}
                          description={service.price > 0 ? formatMoney(service.price, 'RUB') : 'Бесплатно'}
                        />
                      ))}
                    </Stack>
                  </Checkbox.Group>
                )}
              />
            </Stack>
          </Card>
        </Stack>

        <Stack gap="md">
          <Card withBorder radius="lg" aria-label="Оценка стоимости" role="region">
            <Title order={2} size="h4" mb="sm">
              Оценка стоимости
            </Title>
            <NumberInput
              label="Ожидаемый вес, кг"
              description="Склад взвесит посылку, и стоимость уточнится"
              min={0.1}
              max={1000}
              step={0.5}
              decimalScale={3}
              decimalSeparator=","
              value={expectedWeight}
              onChange={(value) => setExpectedWeight(typeof value === 'number' ? value : Number(value) || 0)}
            />
            {estimate.price ? (
              <Stack gap={4} mt="sm">
                <Group justify="space-between">
                  <Text size="sm">
                    Доставка ({estimate.price.chargeableWeightKg} кг ×{' '}
                    {formatMoney(Number(estimate.price.ratePerKg), 'RUB')})
                    {estimate.price.minimumApplied && ', минимум тарифа'}
                  </Text>
                  <Text size="sm">{formatMoney(Number(estimate.price.delivery), 'RUB')}</Text>
                </Group>
                {estimate.price.services.map((line) => (
                  <Group key={line.serviceId} justify="space-between">
                    <Text size="sm">{line.title}</Text>
                    <Text size="sm">{formatMoney(Number(line.amount), 'RUB')}</Text>
                  </Group>
                ))}
                <Group justify="space-between">
                  <Text size="sm">{estimate.price.package.title}</Text>
                  <Text size="sm">{formatMoney(Number(estimate.price.package.amount), 'RUB')}</Text>
                </Group>
                <Group justify="space-between">
                  <Text fw={600}>Итого, примерно</Text>
                  <Text fw={600} data-testid="estimate-total">
                    {formatMoney(Number(estimate.price.total), 'RUB')}
                  </Text>
                </Group>
              </Stack>
            ) : (
              <Text size="sm" c="dimmed" mt="sm" data-testid="estimate-total">
                Выберите получателя и тариф, чтобы увидеть оценку.
              </Text>
            )}
            <Text size="xs" c="dimmed" mt="sm">
              {PARCEL_MESSAGES.priceMayChange}
            </Text>
          </Card>
          <Card withBorder radius="lg">
            <Title order={2} size="h4" mb="sm">
              Таможенный лимит
            </Title>
            {estimate.customs && estimate.declaredValueEur !== null ? (
              <CustomsGauge customs={gaugeOf(estimate.customs, estimate.declaredValueEur, expectedWeight)} />
            ) : (
              <Text size="sm" c="dimmed">
                Выберите товары и получателя.
              </Text>
            )}
          </Card>
          {proposal?.isSplit && (
            <SplitProposalCard
              proposal={proposal}
              goods={chosen}
              creating={splitting}
              onCreate={createSplit}
            />
          )}
          {(create.isError || update.isError) && (
            <Alert color="red">
              {errorMessage(
                create.error ?? update.error,
                parcel ? PARCEL_MESSAGES.updateFailed : PARCEL_MESSAGES.addFailed,
              )}
            </Alert>
          )}
          <Button type="submit" size="md" loading={pending}>
            {parcel ? 'Сохранить посылку' : 'Создать посылку'}
          </Button>
        </Stack>
      </SimpleGrid>
    </form>
  );
}
