import { hasHouseNumber } from './addresses.js';
import { COUNTRY } from '../reference/countries.js';
import {
  DELIVERY_METHOD,
  DP_BELARUS_TITLE,
  LAST_MILE_OPERATOR,
  PARTNER_NETWORK_NAME,
  TARIFF,
} from '../reference/reference.js';

export interface TariffRef {
  id: number;
  title: string;
  /**
   * The tariff's country, which is its recipient's (the tariffs offered are the recipient country's): a parcel's
   * address must be in it. Absent where no parcel is formed (the public calculator's reach).
   */
  countryCode?: number;
}

export interface AddressForRules {
  city: string | null;
  /** The street address; a courier address without a house number cannot be delivered to. */
  address: string | null;
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
 * - Courier addresses without a creation date are hidden (they were imported half-filled), and so are those
 *   without a house number (saved before the address form asked for one).
 * - Only tariff 114 delivers through the partner network: for any other tariff, operator 2 and the pickup
 *   "city" named after the partner network are filtered out.
 * - «DP Беларусь» delivers only to CDEK pickup points in Belarus.
 * - The address is in the tariff's country, which is the recipient's: a Russian recipient's parcel does not go to
 *   a pickup point in Minsk, nor a Belarusian's to Moscow (decision 055: refused, not warned about — customs
 *   clear a parcel for its recipient's country).
 */
export function addressesForTariff<T extends AddressForRules>(
  addresses: readonly T[],
  tariff: TariffRef | null,
): T[] {
  return addresses.filter((address) => {
    if (tariff?.countryCode !== undefined && address.countryCode !== tariff.countryCode) return false;
    if (address.lastMileDeliveryMethodId === DELIVERY_METHOD.COURIER) {
      if (!address.createDate || !hasHouseNumber(address.address)) return false;
    }
    return !tariff || tariffDeliversTo(tariff, address);
  });
}

/** The last mile a tariff hands over to: the operator, the method, the country and the city's name. */
export type LastMile = Pick<
  AddressForRules,
  'city' | 'countryCode' | 'lastMileOperatorId' | 'lastMileDeliveryMethodId'
>;

/**
 * The tariff part of the delivery rules (an address form's last mile, or the public calculator's city and pickup
 * point): only tariff 114 hands over to the partner network; «DP Беларусь» only to CDEK pickup points in Belarus.
 */
export function tariffDeliversTo(tariff: TariffRef, lastMile: LastMile): boolean {
  if (tariff.id !== TARIFF.PARTNER_NETWORK) {
    if (lastMile.lastMileOperatorId === LAST_MILE_OPERATOR.PARTNER_NETWORK) return false;
    if (lastMile.city?.trim().toLowerCase() === PARTNER_NETWORK_NAME.toLowerCase()) return false;
  }
  if (isDpBelarus(tariff)) {
    return (
      lastMile.countryCode === COUNTRY.BELARUS &&
      lastMile.lastMileOperatorId === LAST_MILE_OPERATOR.CDEK &&
      lastMile.lastMileDeliveryMethodId === DELIVERY_METHOD.BRANCH
    );
  }
  return true;
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

/**
 * Whose pickup points GET /api/pvz/data lists: the own network by default or the operator asked for; tariff 114
 * delivers only through the partner network; a tariff with a scope of its own («DP Беларусь») decides alone.
 */
export function pickupPointQuery(
  tariff: TariffRef | null,
  operatorId?: number,
): { operatorIds: number[]; countryCode: number | null } {
  const scope = pickupPointScope(tariff);
  if (scope.operators) return { operatorIds: scope.operators, countryCode: scope.countryCode };
  if (tariff?.id === TARIFF.PARTNER_NETWORK) {
    return { operatorIds: [LAST_MILE_OPERATOR.PARTNER_NETWORK], countryCode: scope.countryCode };
  }
  return { operatorIds: [operatorId ?? LAST_MILE_OPERATOR.OWN_PICKUP], countryCode: scope.countryCode };
}
