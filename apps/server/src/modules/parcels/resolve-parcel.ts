import { addressesForTariff, oneClickParcelSchema, PARCEL_MESSAGES } from '@cargo/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { fieldError } from '../../errors.js';
import { findActiveAddressForRules } from '../addresses/index.js';
import { findConfirmedRecipient } from '../recipients/index.js';
import { findTariff } from '../reference/index.js';

export type OneClickParcelData = z.output<typeof oneClickParcelSchema>;

/** A parcel's data from the order form or the one-click form, as checked by `resolveParcelFields`. */
export interface NewParcel {
  name: string;
  recipientId: number;
  addressId: number;
  deliveryTransportId: number;
  finalRecipientName: string | null;
  finalRecipientPhone: string | null;
  packageTypeId: number;
  additionalServicesIds: number[];
  withCrating?: boolean;
  insured?: boolean;
}

/** The parcel fields the recipient, tariff and address rules read (one-click form and order form alike). */
export interface ParcelFields {
  recipientId: number;
  hasTheSameRecipient: boolean;
  finalRecipientName?: string | null;
  finalRecipientPhone?: string | null;
  deliveryTransportId: number;
  deliveryAddressId: number;
  parcelPackageTypeId: number;
  additionalServicesIds: number[];
  /** «Страховка» (decision 032). */
  insured?: boolean;
}

/**
 * Checks the parcel half of a one-click good: a confirmed recipient of this customer, a tariff of the
 * recipient's country, and an active address of the customer that the tariff delivers to.
 */
export async function resolveOneClickParcel(
  db: Executor,
  userId: number,
  data: OneClickParcelData,
): Promise<NewParcel> {
  return resolveParcelFields(db, userId, data.nameOfTheProduct, data, 'parcelData.');
}

/** The same checks for the order form; field errors are named `${prefix}${field}`. */
export async function resolveParcelFields(
  db: Executor,
  userId: number,
  name: string,
  data: ParcelFields,
  prefix = '',
): Promise<NewParcel> {
  const parcelError = (field: string, message: string) => fieldError(`${prefix}${field}`, message);
  const recipient = await findConfirmedRecipient(db, userId, data.recipientId);
  if (!recipient) throw parcelError('recipientId', PARCEL_MESSAGES.recipientRequired);
  const tariff = await findTariff(db, data.deliveryTransportId);
  if (!tariff || !tariff.active || tariff.countryCode !== recipient.countryCode) {
    throw parcelError('deliveryTransportId', PARCEL_MESSAGES.tariffRequired);
  }
  const address = await findActiveAddressForRules(db, userId, data.deliveryAddressId);
  if (!address || addressesForTariff([address], tariff).length === 0) {
    // The rule is the domain's; the message says which part of it the address broke, when it is the country.
    const otherCountry = address && address.countryCode !== tariff.countryCode;
    throw parcelError(
      'deliveryAddressId',
      otherCountry ? PARCEL_MESSAGES.addressInOtherCountry : PARCEL_MESSAGES.addressRequired,
    );
  }
  return {
    name,
    recipientId: recipient.id,
    addressId: address.id,
    deliveryTransportId: tariff.id,
    finalRecipientName: data.hasTheSameRecipient ? null : (data.finalRecipientName ?? null),
    finalRecipientPhone: data.hasTheSameRecipient ? null : (data.finalRecipientPhone ?? null),
    packageTypeId: data.parcelPackageTypeId,
    additionalServicesIds: [...new Set(data.additionalServicesIds)].sort((a, b) => a - b),
    insured: data.insured ?? false,
  };
}
