import { PARCEL_STATUS_TITLE, type ReadyParcelData } from '@cargo/domain';
import type { ParcelRow } from './parcel-row.js';

/** The parcel as the ready-goods answers show it (`parcelData`). */
export function parcelDataView(row: ParcelRow): ReadyParcelData {
  return {
    id: row.id,
    name: row.name,
    statusId: row.statusId,
    status: PARCEL_STATUS_TITLE[row.statusId] ?? '',
    recipientDataId: row.recipientId,
    recipientId: row.addressId,
    deliveryTransport: row.deliveryTransportId,
    finalRecipientName: row.finalRecipientName,
    finalRecipientPhone: row.finalRecipientPhone,
    packageTypeId: row.packageTypeId,
    additionalServicesIds: row.additionalServicesIds.join(','),
    insured: row.insured,
    outgoingDeclaration: row.outgoingDeclaration,
  };
}
