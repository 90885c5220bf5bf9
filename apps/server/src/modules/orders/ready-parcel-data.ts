import type { OrderParcelData, ReadyOrderData } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { resolveOneClickParcel } from '../parcels/index.js';

/**
 * A ready order's parcel half, checked as the one-click parcel checks it (a confirmed recipient of the customer, a
 * tariff of the recipient's country, an active address of the customer the tariff delivers to; field errors
 * `parcelData.*`), and kept as sent for the buyer's transfer, which creates the parcel.
 */
export async function checkedParcelData(
  db: Executor,
  userId: number,
  data: ReadyOrderData['parcelData'],
): Promise<OrderParcelData> {
  const parcel = await resolveOneClickParcel(db, userId, data);
  return {
    nameOfTheProduct: data.nameOfTheProduct,
    recipientId: parcel.recipientId,
    hasTheSameRecipient: data.hasTheSameRecipient,
    finalRecipientName: parcel.finalRecipientName ?? null,
    finalRecipientPhone: parcel.finalRecipientPhone ?? null,
    deliveryTransportId: parcel.deliveryTransportId,
    deliveryAddressId: parcel.addressId,
    parcelPackageTypeId: parcel.packageTypeId,
    additionalServicesIds: parcel.additionalServicesIds,
  };
}
