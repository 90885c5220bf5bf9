import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { moneyToJson } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import {
  additionalServices,
  countries,
  deliveryTransports,
  lastMileOperators,
} from '../../db/schema/reference.js';

export async function listCountries(db: Executor) {
  return db
    .select({
      id: countries.code,
      code: countries.code,
      name: countries.name,
      iso2: countries.iso2,
      phonePrefix: countries.phonePrefix,
    })
    .from(countries)
    .where(eq(countries.available, true))
    .orderBy(asc(countries.sortOrder));
}

export async function findCountry(db: Executor, code: number) {
  const [row] = await db
    .select({ code: countries.code, name: countries.name })
    .from(countries)
    .where(eq(countries.code, code));
  return row ?? null;
}

export async function listOperators(db: Executor) {
  return db.select().from(lastMileOperators).orderBy(asc(lastMileOperators.id));
}

export async function operatorNames(db: Executor): Promise<Map<number, string>> {
  return new Map((await listOperators(db)).map((o) => [o.id, o.name]));
}

export async function listTariffs(db: Executor, filter: { countryCode?: number; dangerousOnly?: boolean }) {
  const conditions = [eq(deliveryTransports.active, true)];
  if (filter.countryCode) conditions.push(eq(deliveryTransports.countryCode, filter.countryCode));
  if (filter.dangerousOnly) conditions.push(eq(deliveryTransports.allowsDangerous, true));
  return db
    .select({
      id: deliveryTransports.id,
      title: deliveryTransports.title,
      countryCode: deliveryTransports.countryCode,
      description: deliveryTransports.description,
      isSpecial: deliveryTransports.isSpecial,
      lastMileOperatorIds: deliveryTransports.lastMileOperatorIds,
      deliveryDays: deliveryTransports.deliveryDays,
    })
    .from(deliveryTransports)
    .where(and(...conditions))
    .orderBy(asc(deliveryTransports.id));
}

export async function findTariff(db: Executor, id: number) {
  const [row] = await db.select().from(deliveryTransports).where(eq(deliveryTransports.id, id));
  return row ?? null;
}

export async function listAdditionalServices(db: Executor, objectType?: string) {
  const rows = await db
    .select()
    .from(additionalServices)
    .where(objectType ? sql`${objectType} = any(${additionalServices.objectTypes})` : undefined)
    .orderBy(asc(additionalServices.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    price: moneyToJson(row.price),
    currency: row.currency,
    per: row.per as 'item' | 'parcel',
    isRequired: row.isRequired,
  }));
}

export async function findAdditionalServices(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(additionalServices).where(inArray(additionalServices.id, ids));
}

/** Country names by code, for answers that show a country beside its code. */
export async function countryNames(db: Executor): Promise<Map<number, string>> {
  const rows = await db.select({ code: countries.code, name: countries.name }).from(countries);
  return new Map(rows.map((row) => [row.code, row.name]));
}

/** Tariff titles and countries by id (parcel lists show the title; pricing needs the country). */
export async function tariffsById(db: Executor) {
  const rows = await db
    .select({
      id: deliveryTransports.id,
      title: deliveryTransports.title,
      countryCode: deliveryTransports.countryCode,
    })
    .from(deliveryTransports);
  return new Map(rows.map((row) => [row.id, row]));
}
