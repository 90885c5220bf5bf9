import { boolean, index, integer, numeric, pgTable, real, smallint, text, timestamptz } from './columns.js';

export const countries = pgTable('countries', {
  code: smallint().primaryKey(),
  name: text().notNull(),
  iso2: text().notNull().unique(),
  phonePrefix: text().notNull(),
  available: boolean().notNull().default(true),
  sortOrder: smallint().notNull().default(0),
});

export const lastMileOperators = pgTable('last_mile_operators', {
  id: smallint().primaryKey(),
  name: text().notNull(),
});

/** Tariffs ("delivery transports" in the API). */
export const deliveryTransports = pgTable('delivery_transports', {
  id: smallint().primaryKey(),
  title: text().notNull(),
  countryCode: smallint().notNull(),
  description: text().notNull(),
  isSpecial: boolean().notNull().default(false),
  allowsDangerous: boolean().notNull().default(false),
  lastMileOperatorIds: smallint().array().notNull(),
  deliveryDays: text().notNull(),
  active: boolean().notNull().default(true),
});

export const additionalServices = pgTable('additional_services', {
  id: smallint().primaryKey(),
  name: text().notNull(),
  price: numeric({ precision: 14, scale: 2 }).notNull(),
  currency: text().notNull().default('RUB'),
  per: text().notNull(),
  objectTypes: text().array().notNull(),
  isRequired: boolean().notNull().default(false),
});

export const cities = pgTable(
  'cities',
  {
    code: integer().primaryKey(),
    countryCode: smallint().notNull(),
    name: text().notNull(),
    region: text().notNull(),
    population: integer().notNull(),
    postalCode: text().notNull(),
  },
  (t) => [index('cities_country_name_idx').on(t.countryCode, t.name)],
);

/** Pickup points of every operator: CDEK offices, own network, post offices, DPD, partner network. */
export const pickupPoints = pgTable(
  'pickup_points',
  {
    code: text().primaryKey(),
    operatorId: smallint().notNull(),
    cityCode: integer().notNull(),
    countryCode: smallint().notNull(),
    city: text().notNull(),
    name: text().notNull(),
    address: text().notNull(),
    postalCode: text().notNull(),
    workTime: text().notNull(),
    type: text().notNull(),
    latitude: real(),
    longitude: real(),
  },
  (t) => [
    index('pickup_points_operator_city_idx').on(t.operatorId, t.cityCode),
    index('pickup_points_postal_idx').on(t.postalCode),
  ],
);

/** Streets known per city, for address suggestions. */
export const streets = pgTable(
  'streets',
  {
    id: integer().primaryKey(),
    cityCode: integer().notNull(),
    name: text().notNull(),
    postalCode: text().notNull(),
  },
  (t) => [index('streets_city_idx').on(t.cityCode)],
);

/** Passport issuing authorities, for suggestions in the recipient form. */
export const issuingAuthorities = pgTable('issuing_authorities', {
  id: integer().primaryKey(),
  countryCode: smallint().notNull(),
  name: text().notNull(),
  code: text().notNull(),
});

/** Which version of the built-in reference data is loaded; seeding is skipped when it matches. */
export const referenceSeed = pgTable('reference_seed', {
  id: smallint().primaryKey(),
  version: text().notNull(),
  seededAt: timestamptz().notNull().defaultNow(),
});
