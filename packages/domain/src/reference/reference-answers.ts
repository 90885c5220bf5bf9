import { z } from 'zod';

/** Answers of the reference calls (countries, tariffs, services, cities, pickup points, suggestions). */
export const countrySchema = z
  .object({ id: z.number(), code: z.number(), name: z.string(), iso2: z.string(), phonePrefix: z.string() })
  .meta({ id: 'Country' });
export type Country = z.infer<typeof countrySchema>;

export const namedRefSchema = z.object({ id: z.number(), name: z.string() });
export type NamedRef = z.infer<typeof namedRefSchema>;

export const deliveryTariffSchema = z
  .object({
    id: z.number(),
    title: z.string(),
    countryCode: z.number(),
    description: z.string(),
    isSpecial: z.boolean(),
    lastMileOperatorIds: z.array(z.number()),
    deliveryDays: z.string(),
  })
  .meta({ id: 'DeliveryTariff' });
export type DeliveryTariff = z.infer<typeof deliveryTariffSchema>;

export const additionalServiceSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    price: z.number(),
    currency: z.string(),
    per: z.enum(['item', 'parcel']),
    isRequired: z.boolean(),
  })
  .meta({ id: 'AdditionalService' });
export type AdditionalService = z.infer<typeof additionalServiceSchema>;

export const cdekCitySchema = z
  .object({
    code: z.number(),
    city: z.string(),
    region: z.string(),
    countryCode: z.number(),
    countryIso2: z.string(),
    postalCode: z.string(),
  })
  .meta({ id: 'CdekCity' });
export type CdekCity = z.infer<typeof cdekCitySchema>;

export const pickupPointSchema = z
  .object({
    code: z.string(),
    name: z.string(),
    operatorId: z.number(),
    operatorName: z.string(),
    countryCode: z.number(),
    city: z.string(),
    cityCode: z.number(),
    address: z.string(),
    postalCode: z.string(),
    workTime: z.string(),
    type: z.string(),
  })
  .meta({ id: 'PickupPoint' });
export type PickupPoint = z.infer<typeof pickupPointSchema>;

export const addressSuggestionSchema = z
  .object({
    value: z.string(),
    city: z.string(),
    cityCode: z.number().nullable(),
    street: z.string(),
    postalCode: z.string(),
    countryCode: z.number(),
  })
  .meta({ id: 'AddressSuggestion' });
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

export const issuingAuthoritySchema = z.object({ name: z.string(), code: z.string() });
export type IssuingAuthority = z.infer<typeof issuingAuthoritySchema>;

export const ukraineCitySchema = z.object({ id: z.number(), name: z.string(), region: z.string() });
export type UkraineCity = z.infer<typeof ukraineCitySchema>;
export const ukraineBranchSchema = z.object({
  id: z.number(),
  number: z.number(),
  address: z.string(),
  city: z.string(),
});
export type UkraineBranch = z.infer<typeof ukraineBranchSchema>;
