/**
 * The data behind parcel prices: per-kilogram tariffs by transport and destination, the additional services' and the
 * packaging's prices. `priceParcel` (parcel-pricing.ts) computes with them. Decision record:
 * docs/decisions/012-parcel-pricing-and-customs.md.
 */
import { COUNTRY } from './countries.js';
import { ADDITIONAL_SERVICE, PACKAGE_TYPE, TARIFF } from './reference.js';

/** Volumetric divisor: kilograms = length × width × height (cm) ÷ 5000. */
export const VOLUMETRIC_DIVISOR = 5000;

export interface ParcelTariff {
  deliveryTransportId: number;
  countryCode: number;
  /** Roubles per chargeable kilogram. */
  ratePerKg: string;
  /** The least a parcel pays for delivery, in roubles. */
  minimumCharge: string;
}

/**
 * Seeded tariffs: China (Guangzhou warehouse) → Russia / Belarus, per delivery transport of the reference data.
 * The reasoning behind the figures is in the decision record.
 */
export const PARCEL_TARIFFS: readonly ParcelTariff[] = [
  { deliveryTransportId: 111, countryCode: COUNTRY.RUSSIA, ratePerKg: '790.00', minimumCharge: '990.00' },
  { deliveryTransportId: 112, countryCode: COUNTRY.RUSSIA, ratePerKg: '390.00', minimumCharge: '1950.00' },
  {
    deliveryTransportId: TARIFF.POIZON_EXPRESS,
    countryCode: COUNTRY.RUSSIA,
    ratePerKg: '950.00',
    minimumCharge: '1190.00',
  },
  {
    deliveryTransportId: TARIFF.PARTNER_NETWORK,
    countryCode: COUNTRY.RUSSIA,
    ratePerKg: '690.00',
    minimumCharge: '890.00',
  },
  {
    deliveryTransportId: TARIFF.DP_BELARUS,
    countryCode: COUNTRY.BELARUS,
    ratePerKg: '860.00',
    minimumCharge: '1090.00',
  },
  { deliveryTransportId: 116, countryCode: COUNTRY.BELARUS, ratePerKg: '430.00', minimumCharge: '2150.00' },
];

export function findParcelTariff(deliveryTransportId: number, countryCode: number): ParcelTariff | undefined {
  return PARCEL_TARIFFS.find(
    (t) => t.deliveryTransportId === deliveryTransportId && t.countryCode === countryCode,
  );
}

/**
 * Additional service prices in roubles (the reference data's `additional_services`, spec sections 3 and 9).
 * `item`: per goods line the service is chosen on; `parcel`: once per parcel.
 */
export const SERVICE_PRICES: Readonly<
  Record<number, { title: string; price: string; per: 'item' | 'parcel' }>
> = {
  [ADDITIONAL_SERVICE.DETAILED_EXAMINATION]: {
    title: 'Детальный осмотр (с проверкой)',
    price: '100.00',
    per: 'item',
  },
  [ADDITIONAL_SERVICE.PARCEL_WRAPPING]: { title: 'Упаковка посылки', price: '150.00', per: 'parcel' },
  [ADDITIONAL_SERVICE.DOCUMENTS_REGISTRATION]: {
    title: 'Оформление документов',
    price: '0.00',
    per: 'parcel',
  },
  [ADDITIONAL_SERVICE.CONSOLIDATION]: { title: 'Консолидация', price: '0.00', per: 'item' },
  [ADDITIONAL_SERVICE.PHOTO_REPORT]: { title: 'Фотоотчёт', price: '149.00', per: 'item' },
  [ADDITIONAL_SERVICE.REMOVE_ORIGINAL_PACKAGE]: {
    title: 'Снять оригинальную упаковку',
    price: '50.00',
    per: 'item',
  },
  // Spec section 9: «crating (service id 15 as package item) 299 rubles per item».
  [ADDITIONAL_SERVICE.PARCEL_SHEATHING]: { title: 'Обрешётка', price: '299.00', per: 'item' },
  [ADDITIONAL_SERVICE.POSTAL_PACKAGING_REMOVAL]: {
    title: 'Утилизация почтовой упаковки',
    price: '0.00',
    per: 'item',
  },
};

/** Packaging variants of a parcel (spec section 9). */
export const PACKAGE_STYLES = ['STANDARD', 'ROUND_BLACK'] as const;
export type PackageStyle = (typeof PACKAGE_STYLES)[number];

/** Price of the packaging: type (box 1, bag 2) × variant. Documented in the decision record. */
export const PACKAGE_PRICES: Readonly<Record<number, Record<PackageStyle, string>>> = {
  [PACKAGE_TYPE.BOX]: { STANDARD: '120.00', ROUND_BLACK: '180.00' },
  [PACKAGE_TYPE.BAG]: { STANDARD: '0.00', ROUND_BLACK: '60.00' },
};

export const PACKAGE_TITLE: Readonly<Record<number, string>> = {
  [PACKAGE_TYPE.BOX]: 'Коробка',
  [PACKAGE_TYPE.BAG]: 'Пакет',
};
