import {
  COUNTRY,
  DELIVERY_METHOD,
  LAST_MILE_OPERATOR,
  type Address,
  type AddressData,
  type AddressInput,
  type LastMileOperatorId,
} from '@cargo/domain';

export function emptyAddress(): AddressInput {
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

export function addressToForm(address: Address): AddressInput {
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
export function toBody(values: AddressData): AddressData {
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
