import { PACKAGE_TYPE, type ParcelDetails, type ParcelOrderInput } from '@cargo/domain';
import { formatPhoneInput } from '../../../../shared/format/formatPhoneInput';

export type FormValues = ParcelOrderInput;

/** Fields the server may name in a 400 answer. */
export const SERVER_FIELDS = [
  'name',
  'recipientId',
  'finalRecipientName',
  'finalRecipientPhone',
  'deliveryTransportId',
  'deliveryAddressId',
  'parcelPackageTypeId',
  'goodsIds',
] as const;

/** A new parcel's defaults, or the edited parcel's data. */
export function initialValues(parcel: ParcelDetails | null): FormValues {
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
      insured: false,
      goodsIds: [],
    };
  }
  return {
    name: parcel.name,
    recipientId: parcel.recipientDataId ?? (undefined as unknown as number),
    hasTheSameRecipient: !parcel.finalRecipientName,
    finalRecipientName: parcel.finalRecipientName ?? '',
    // Saved as digits; shown as the phone input formats it.
    finalRecipientPhone: parcel.finalRecipientPhone ? formatPhoneInput(parcel.finalRecipientPhone) : '',
    deliveryTransportId: parcel.deliveryTransport?.id ?? (undefined as unknown as number),
    deliveryAddressId: parcel.recipientId ?? (undefined as unknown as number),
    parcelPackageTypeId: parcel.packageTypeId ?? PACKAGE_TYPE.BOX,
    withCrating: parcel.withCrating,
    additionalServicesIds: parcel.additionalServicesIds
      .split(',')
      .filter((part) => /^\d+$/.test(part))
      .map(Number),
    insured: parcel.insured,
    goodsIds: parcel.goods.map((good) => good.id),
  };
}

/** A chosen id, or null for an empty select. */
export const numberOrNull = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
