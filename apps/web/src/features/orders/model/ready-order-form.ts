import { zodResolver } from '@hookform/resolvers/zod';
import { type Order, type OrderCreateInput, type ReadyOrderInput, readyOrderSchema } from '@cargo/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { formatPhoneInput } from '../../../shared/format/formatPhoneInput';
import { emptyParcel, parcelBody, type ParcelFormValues } from '../../goods';
import { emptyLot, lotToFormValues } from './order-form';

/**
 * The ready order form (decision 051): the order form's fields at the order form's paths (`commentOrder`,
 * `orderUnits.0.*`, so the lot is edited by the same `OrderLotFields`) and the one-click parcel at `parcelData`
 * (the goods form's path, so the same `OneClickParcelFields`). The call's body nests the order under `order`.
 */
export type ReadyOrderFormValues = OrderCreateInput & { parcelData: ParcelFormValues };

export const readyOrderFormPath = (id?: number) => (id ? `/order?type=ready&id=${id}` : '/order?type=ready');

export function emptyReadyOrder(): ReadyOrderFormValues {
  return { commentOrder: '', orderUnits: [emptyLot()], parcelData: emptyParcel() };
}

/** A ready order as its form edits it: its one lot and the parcel's data as it was sent. */
export function readyOrderToFormValues(order: Order): ReadyOrderFormValues {
  const parcel = order.parcelData;
  const packageType = parcel?.parcelPackageTypeId;
  return {
    commentOrder: order.commentOrder ?? '',
    orderUnits: order.orderUnits.slice(0, 1).map(lotToFormValues),
    parcelData: parcel
      ? {
          nameOfTheProduct: parcel.nameOfTheProduct,
          recipientId: parcel.recipientId,
          hasTheSameRecipient: parcel.hasTheSameRecipient,
          finalRecipientName: parcel.finalRecipientName ?? '',
          finalRecipientPhone: parcel.finalRecipientPhone ? formatPhoneInput(parcel.finalRecipientPhone) : '',
          deliveryTransportId: parcel.deliveryTransportId,
          deliveryAddressId: parcel.deliveryAddressId,
          parcelPackageTypeId: packageType === 1 || packageType === 2 ? packageType : null,
          additionalServicesIds: [...parcel.additionalServicesIds],
          insured: false,
        }
      : emptyParcel(),
  };
}

const nest = (values: ReadyOrderFormValues, parcelData: unknown): ReadyOrderInput =>
  ({
    order: {
      commentOrder: values.commentOrder,
      orderUnits: values.orderUnits.map((lot) => ({ ...lot, statusId: undefined })),
    },
    parcelData,
  }) as ReadyOrderInput;

/** The call's body: the order nested, the final recipient only when he differs, his phone as digits. */
export const readyOrderBody = (values: ReadyOrderFormValues): ReadyOrderInput =>
  nest(values, parcelBody(values.parcelData as Parameters<typeof parcelBody>[0]));

const schemaResolver = zodResolver(readyOrderSchema);

/** The route's own schema (`readyOrderSchema`) checks the form; its errors come back at the form's paths. */
export const readyOrderResolver: Resolver<ReadyOrderFormValues> = async (values, context, options) => {
  const result = await schemaResolver(nest(values, values.parcelData) as never, context, options as never);
  const errors = result.errors as { order?: FieldErrors<OrderCreateInput>; parcelData?: unknown };
  if (!errors.order && !errors.parcelData) return { values, errors: {} };
  const mapped = {
    ...(errors.order ?? {}),
    ...(errors.parcelData ? { parcelData: errors.parcelData } : {}),
  };
  return { values: {}, errors: mapped as FieldErrors<ReadyOrderFormValues> };
};
