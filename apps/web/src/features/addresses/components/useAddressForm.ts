import {
  ADDRESS_MESSAGES,
  addressSchema,
  COUNTRY,
  COURIER_OPERATORS,
  DELIVERY_METHOD,
  deliveryCountries,
  PICKUP_OPERATORS,
  type Address,
  type AddressData,
  type AddressInput,
} from '@cargo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { errorMessage } from '../../../shared/api/ApiError';
import { WEB_MESSAGES } from '../../../shared/config/messages';
import { useCountries } from '../../../shared/reference/countries';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { useSaveAddress } from '../api';
import { addressToForm, emptyAddress, toBody } from './addressFormValues';

export type AddressForm = UseFormReturn<AddressInput, unknown, AddressData>;

/** Until the countries are loaded; in the order of the loaded list (the server's, reversed). */
const FALLBACK_COUNTRIES = [
  { code: COUNTRY.BELARUS, name: 'Беларусь', iso2: 'BY' },
  { code: COUNTRY.RUSSIA, name: 'Россия', iso2: 'RU' },
];

/**
 * The address form's state: values, the countries it offers (the delivery countries), the operators of the
 * chosen method, and the submit that saves and says so; the dialog closes whatever the answer (spec section 8).
 */
export function useAddressForm(
  address: Address | null,
  callbacks: { onDone: () => void; onSaved?: (address: Address) => void },
) {
  const countries = useCountries();
  const save = useSaveAddress(address?.id ?? null);
  const form: AddressForm = useForm<AddressInput, unknown, AddressData>({
    resolver: zodResolver(addressSchema),
    defaultValues: address ? addressToForm(address) : emptyAddress(),
  });
  const countryCode = form.watch('countryCode');
  const courier = form.watch('lastMileDeliveryMethodId') === DELIVERY_METHOD.COURIER;
  const loaded = deliveryCountries(countries.data);
  const choices = loaded.length > 0 ? loaded : FALLBACK_COUNTRIES;

  /** A new country or method starts the place over. */
  const resetPlace = () => {
    form.setValue('city', '');
    form.setValue('cityCode', null);
    form.setValue('address', '');
    form.setValue('postalCode', '');
    form.setValue('pvzCode', null);
  };

  const submit = form.handleSubmit((values) =>
    save.mutate(toBody(values), {
      onSuccess: (saved) => {
        notifySuccess(address ? ADDRESS_MESSAGES.updated : ADDRESS_MESSAGES.added);
        callbacks.onSaved?.(saved);
      },
      onError: (error) =>
        notifyError(address ? errorMessage(error, WEB_MESSAGES.somethingWrong) : ADDRESS_MESSAGES.addFailed),
      onSettled: callbacks.onDone,
    }),
  );

  return {
    form,
    submit,
    saving: save.isPending,
    choices,
    countryIso2: choices.find((country) => country.code === countryCode)?.iso2 ?? 'RU',
    courier,
    operators: courier ? COURIER_OPERATORS : PICKUP_OPERATORS,
    resetPlace,
  };
}
