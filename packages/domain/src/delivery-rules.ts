import { COUNTRY } from './countries.js';
import {
  DELIVERY_METHOD,
  DP_BELARUS_TITLE,
  LAST_MILE_OPERATOR,
  PARTNER_NETWORK_NAME,
  TARIFF,
} from './reference.js';

export interface TariffRef {
  id: number;
  title: string;
}

export interface AddressForRules {
  city: string | null;
  createDate: string | null;
  countryCode: number;
  lastMileOperatorId: number;
  lastMileDeliveryMethodId: number;
}

export function isDpBelarus(tariff: TariffRef): boolean {
  return tariff.title === DP_BELARUS_TITLE || tariff.id === TARIFF.DP_BELARUS;
}

/**
 * The delivery rules of spec section 5: which of a customer's addresses can be chosen for a tariff.
 * - Courier addresses without a creation date are hidden (they were imported half-filled).
 * - Only tariff 114 delivers through the partner network: for any other tariff, operator 2 and the pickup
 *   "city" named after the partner network are filtered out.
 * - "DP Беларусь" delivers only to CDEK pickup points in Belarus.
 */
export function addressesForTariff<T extends AddressForRules>(
  addresses: readonly T[],
  tariff: TariffRef | null,
): T[] {
  return addresses.filter((address) => {
    if (address.lastMileDeliveryMethodId === DELIVERY_METHOD.COURIER && !address.createDate) return false;
    if (!tariff) return true;
    if (tariff.id !== TARIFF.PARTNER_NETWORK) {
      if (address.lastMileOperatorId === LAST_MILE_OPERATOR.PARTNER_NETWORK) return false;
      if (address.city?.trim().toLowerCase() === PARTNER_NETWORK_NAME.toLowerCase()) return false;
    }
    if (isDpBelarus(tariff)) {
      return (
        address.countryCode === COUNTRY.BELARUS &&
        address.lastMileOperatorId === LAST_MILE_OPERATOR.CDEK &&
        address.lastMileDeliveryMethodId === DELIVERY_METHOD.BRANCH
      );
    }
    return true;
  });
}

/** Which operators' pickup points a tariff can deliver to, and in which country (null: any). */
export function pickupPointScope(tariff: TariffRef | null): {
  operators: number[] | null;
  countryCode: number | null;
} {
  if (tariff && isDpBelarus(tariff))
    return { operators: [LAST_MILE_OPERATOR.CDEK], countryCode: COUNTRY.BELARUS };
  return { operators: null, countryCode: null };
}
