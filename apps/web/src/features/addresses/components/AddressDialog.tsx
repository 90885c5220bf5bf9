import {
  ADDRESS_MESSAGES,
  addressSchema,
  COUNTRY,
  COURIER_OPERATORS,
  DELIVERY_METHOD,
  LAST_MILE_OPERATOR,
  PICKUP_OPERATORS,
  type AddressData,
  type AddressInput,
  type LastMileOperatorId,
} from '@cargo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Group,
  Input,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { errorMessage } from '../../../shared/api/ApiError';
import { WEB_MESSAGES } from '../../../shared/config/messages';
import { russiaAndBelarus, useCountries } from '../../../shared/reference/countries';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { useFullScreenModal } from '../../../shared/ui/useFullScreenModal';
import { useSaveAddress, type Address } from '../api';
import { CityField } from './CityField';
import { DELIVERY_METHOD_LABEL, OperatorIcon, operatorLook } from './operators';
import { PickupPointPicker } from './PickupPointPicker';
import { StreetField } from './StreetField';

/** Until the countries are loaded; in the order of the loaded list (the server's, reversed). */
const FALLBACK_COUNTRIES = [
  { code: COUNTRY.BELARUS, name: 'Беларусь', iso2: 'BY' },
  { code: COUNTRY.RUSSIA, name: 'Россия', iso2: 'RU' },
];

function emptyAddress(): AddressInput {
  return {
    name: '',
    countryCode: COUNTRY.RUSSIA,
    lastMileDeliveryMethodId: DELIVERY_METHOD.BRANCH,
    lastMileOperatorId: LAST_MILE_OPERATOR.CDEK,
    city: '',
    cityCode: null,
    address: '',
    postalCode: '',
    pvzCode: null,
  };
}

function addressToForm(address: Address): AddressInput {
  return {
    name: address.name ?? '',
    countryCode: address.country.code,
    lastMileDeliveryMethodId: address.lastMileDeliveryMethod.id === DELIVERY_METHOD.COURIER ? 1 : 2,
    lastMileOperatorId: address.lastMileOperator.id as LastMileOperatorId,
    city: address.city ?? '',
    cityCode: address.cityCode,
    address: address.address ?? '',
    postalCode: address.postalCode ?? '',
    pvzCode: address.pvzCode,
  };
}

/** A courier address carries the street and index; a pickup-point address the point (the server fills the rest). */
function toBody(values: AddressData): AddressData {
  const common = {
    name: values.name || null,
    countryCode: values.countryCode,
    lastMileOperatorId: values.lastMileOperatorId,
    lastMileDeliveryMethodId: values.lastMileDeliveryMethodId,
    city: values.city || null,
    cityCode: values.cityCode ?? null,
  };
  if (values.lastMileDeliveryMethodId === DELIVERY_METHOD.COURIER) {
    return { ...common, address: values.address, postalCode: values.postalCode, pvzCode: null };
  }
  return { ...common, address: null, postalCode: null, pvzCode: values.pvzCode };
}

function AddressForm({
  address,
  onDone,
  onSaved,
}: {
  address: Address | null;
  onDone: () => void;
  onSaved?: (address: Address) => void;
}) {
  const countries = useCountries();
  const save = useSaveAddress(address?.id ?? null);
  const form = useForm<AddressInput, unknown, AddressData>({
    resolver: zodResolver(addressSchema),
    defaultValues: address ? addressToForm(address) : emptyAddress(),
  });
  const {
    control,
    register,
    setValue,
    watch,
    formState: { errors },
  } = form;
  const countryCode = watch('countryCode');
  const method = watch('lastMileDeliveryMethodId');
  const operatorId = watch('lastMileOperatorId');
  const city = watch('city') ?? '';
  const cityCode = watch('cityCode') ?? null;
  const courier = method === DELIVERY_METHOD.COURIER;

  const loaded = russiaAndBelarus(countries.data);
  const choices = loaded.length > 0 ? loaded : FALLBACK_COUNTRIES;
  const countryIso2 = choices.find((country) => country.code === countryCode)?.iso2 ?? 'RU';
  const operators = courier ? COURIER_OPERATORS : PICKUP_OPERATORS;

  const resetPlace = () => {
    setValue('city', '');
    setValue('cityCode', null);
    setValue('address', '');
    setValue('postalCode', '');
    setValue('pvzCode', null);
  };

  const submit = form.handleSubmit((values) =>
    save.mutate(toBody(values), {
      onSuccess: (saved) => {
        notifySuccess(address ? ADDRESS_MESSAGES.updated : ADDRESS_MESSAGES.added);
        onSaved?.(saved);
      },
      onError: (error) =>
        notifyError(address ? errorMessage(error, WEB_MESSAGES.somethingWrong) : ADDRESS_MESSAGES.addFailed),
      // The dialog closes whatever the answer (spec section 8).
      onSettled: onDone,
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Controller
            control={control}
            name="countryCode"
            render={({ field }) => (
              <Input.Wrapper label="Страна" withAsterisk error={errors.countryCode?.message}>
                <SegmentedControl
                  // A new order of the same countries must not leave the indicator on the old position.
                  key={choices.map((country) => country.code).join()}
                  fullWidth
                  mt={4}
                  aria-label="Страна"
                  data={choices.map((country) => ({ value: String(country.code), label: country.name }))}
                  value={String(field.value)}
                  onChange={(value) => {
                    field.onChange(Number(value));
                    resetPlace();
                  }}
                />
              </Input.Wrapper>
            )}
          />
          <Controller
            control={control}
            name="lastMileDeliveryMethodId"
            render={({ field }) => (
              <Input.Wrapper
                label="Способ доставки"
                withAsterisk
                error={errors.lastMileDeliveryMethodId?.message}
              >
                <SegmentedControl
                  fullWidth
                  mt={4}
                  aria-label="Способ доставки"
                  data={[
                    {
                      value: String(DELIVERY_METHOD.COURIER),
                      label: DELIVERY_METHOD_LABEL[DELIVERY_METHOD.COURIER]!,
                    },
                    {
                      value: String(DELIVERY_METHOD.BRANCH),
                      label: DELIVERY_METHOD_LABEL[DELIVERY_METHOD.BRANCH]!,
                    },
                  ]}
                  value={String(field.value)}
                  onChange={(value) => {
                    const next = Number(value) === DELIVERY_METHOD.COURIER ? 1 : 2;
                    field.onChange(next);
                    const allowed = next === DELIVERY_METHOD.COURIER ? COURIER_OPERATORS : PICKUP_OPERATORS;
                    if (!allowed.includes(operatorId)) {
                      setValue('lastMileOperatorId', allowed[0] as LastMileOperatorId);
                    }
                    setValue('pvzCode', null);
                    form.clearErrors();
                  }}
                />
              </Input.Wrapper>
            )}
          />
        </SimpleGrid>

        <Controller
          control={control}
          name="lastMileOperatorId"
          render={({ field }) => (
            <Select<number>
              label="Служба доставки"
              withAsterisk
              data={operators.map((id) => ({ value: id, label: operatorLook(id).label }))}
              value={field.value ?? null}
              onChange={(value) => {
                if (value === null) return;
                field.onChange(value as LastMileOperatorId);
                setValue('pvzCode', null);
              }}
              allowDeselect={false}
              leftSection={field.value ? <OperatorIcon operatorId={field.value} size="sm" /> : null}
              renderOption={({ option }) => (
                <Group gap="sm" wrap="nowrap">
                  <OperatorIcon operatorId={option.value} size="sm" />
                  {option.label}
                </Group>
              )}
              comboboxProps={{ withinPortal: true }}
              error={errors.lastMileOperatorId?.message}
            />
          )}
        />

        <CityField
          key={`${countryCode}`}
          countryIso2={countryIso2}
          value={{ city, cityCode }}
          onChange={(next) => {
            setValue('city', next.city, { shouldValidate: Boolean(errors.city) });
            setValue('cityCode', next.cityCode);
            setValue('pvzCode', null);
          }}
          error={errors.city?.message}
        />

        {courier ? (
          <>
            <Controller
              control={control}
              name="address"
              render={({ field }) => (
                <StreetField
                  value={field.value ?? ''}
                  city={city}
                  onChange={field.onChange}
                  onPick={(suggestion) => {
                    if (suggestion.postalCode) setValue('postalCode', suggestion.postalCode);
                  }}
                  error={errors.address?.message}
                />
              )}
            />
            <TextInput
              label="Индекс"
              withAsterisk
              inputMode="numeric"
              maxLength={6}
              placeholder="6 цифр"
              maw={200}
              error={errors.postalCode?.message}
              {...register('postalCode')}
            />
          </>
        ) : (
          <Controller
            control={control}
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
          label="Название"
          description="Необязательно: например, «Дом» или «Работа»"
          error={errors.name?.message}
          {...register('name')}
        />

        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onDone}>
            Отмена
          </Button>
          <Button type="submit" loading={save.isPending}>
            {address ? 'Сохранить' : 'Добавить адрес'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface AddressDialogProps {
  opened: boolean;
  /** The address to edit; null to create a new one. */
  address: Address | null;
  onClose: () => void;
  onSaved?: (address: Address) => void;
}

/** Creates or edits an address; closes after the answer, whatever it is (spec section 8). */
export function AddressDialog({ opened, address, onClose, onSaved }: AddressDialogProps) {
  const fullScreen = useFullScreenModal();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={address ? 'Изменение адреса' : 'Новый адрес'}
      size="lg"
      fullScreen={fullScreen}
    >
      {opened && (
        <AddressForm key={address?.id ?? 'new'} address={address} onDone={onClose} onSaved={onSaved} />
      )}
    </Modal>
  );
}
