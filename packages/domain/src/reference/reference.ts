import { z } from 'zod';
import { COMMON_MESSAGES } from '../shared/errors.js';
import { FIELD_MESSAGES, idParam, pageQuery, smallIdParam } from '../shared/fields.js';
/** Last-mile operators (spec section 9); 2 is the partner pickup network tied to tariff 114. */
export const LAST_MILE_OPERATOR = { PARTNER_NETWORK: 2, CDEK: 3, OWN_PICKUP: 4, POST: 6, DPD: 8 } as const;
export const LAST_MILE_OPERATOR_IDS = [2, 3, 4, 6, 8] as const;
export type LastMileOperatorId = (typeof LAST_MILE_OPERATOR_IDS)[number];

/** Delivery methods: to the door or to a branch / pickup point. */
export const DELIVERY_METHOD = { COURIER: 1, BRANCH: 2 } as const;
export const DELIVERY_METHOD_IDS = [1, 2] as const;

/** Tariffs (delivery transports) with special rules. */
export const TARIFF = { POIZON_EXPRESS: 113, PARTNER_NETWORK: 114, DP_BELARUS: 115 } as const;
export const DP_BELARUS_TITLE = 'DP Беларусь';

/** Name of the partner pickup network; its pickup "city" carries this name (spec section 5, Delivery). */
export const PARTNER_NETWORK_NAME = 'Добропост';

/** How the operators are called in the cabinet (the address form, cards and pickup point names). */
export const LAST_MILE_OPERATOR_TITLE: Record<number, string> = {
  [LAST_MILE_OPERATOR.PARTNER_NETWORK]: PARTNER_NETWORK_NAME,
  [LAST_MILE_OPERATOR.CDEK]: 'СДЭК',
  [LAST_MILE_OPERATOR.OWN_PICKUP]: 'Наши пункты выдачи',
  [LAST_MILE_OPERATOR.POST]: 'Почта России',
  [LAST_MILE_OPERATOR.DPD]: 'DPD',
};

/** Additional services (spec section 3 and 9). Prices in roubles per item where the spec gives one. */
export const ADDITIONAL_SERVICE = {
  DETAILED_EXAMINATION: 1,
  PARCEL_WRAPPING: 2,
  DOCUMENTS_REGISTRATION: 3,
  CONSOLIDATION: 4,
  PHOTO_REPORT: 12,
  REMOVE_ORIGINAL_PACKAGE: 14,
  PARCEL_SHEATHING: 15,
  POSTAL_PACKAGING_REMOVAL: 16,
} as const;

/** Package types of a parcel: box 1, bag 2. */
export const PACKAGE_TYPE = { BOX: 1, BAG: 2 } as const;

export const REFERENCE_MESSAGES = {
  loadFailed: COMMON_MESSAGES.loadFailed,
  tariffLoadFailed: 'Не удалось загрузить тариф доставки',
} as const;

/** Default page sizes of the reference lists (spec section 9: default 1000, transport lists 100). */
export const REFERENCE_PAGE_SIZE = {
  catalogue: 1000,
  tariffs: 100,
  cities: 100,
  pickupPoints: 1000,
  postOffices: 50,
  suggestions: 10,
} as const;

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');
const lookupText = (max: number) => z.string().trim().max(max, FIELD_MESSAGES.textTooLong(max)).default('');

/** Queries and bodies of the reference calls. */
export const catalogueQuery = pageQuery(REFERENCE_PAGE_SIZE.catalogue);
export const tariffsQuery = pageQuery(REFERENCE_PAGE_SIZE.tariffs).extend({
  countryId: smallIdParam.optional(),
  isDangerous: flag.optional(),
});
export const citiesQuery = pageQuery(REFERENCE_PAGE_SIZE.cities).extend({
  /** ISO alpha-2 codes, comma-separated: "RU", "RU,BY". */
  country_codes: lookupText(50).transform((text) => text || 'RU'),
  city: lookupText(100),
});
export const deliveryPointsQuery = pageQuery(REFERENCE_PAGE_SIZE.pickupPoints).extend({ city_code: idParam });
export const pvzQuery = pageQuery(REFERENCE_PAGE_SIZE.pickupPoints).extend({
  deliveryTransportId: smallIdParam.optional(),
  city_code: idParam.optional(),
  operatorId: smallIdParam.optional(),
});
export const postOfficeQuery = pageQuery(REFERENCE_PAGE_SIZE.postOffices).extend({
  address: lookupText(200),
});
export const addressLookupQuery = pageQuery(REFERENCE_PAGE_SIZE.suggestions).extend({
  address: lookupText(200),
});
export const idocOrgLookupQuery = pageQuery(REFERENCE_PAGE_SIZE.suggestions).extend({
  idocOrg: lookupText(200),
});
export const ukraineCitiesBody = z.object({
  region: z.union([z.string().trim().max(100, FIELD_MESSAGES.textTooLong(100)), z.number().int()]),
});
export const ukraineBranchesBody = z.object({
  city: z.string().trim().min(1).max(100, FIELD_MESSAGES.textTooLong(100)),
});
