import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { COUNTRY } from '@cargo/domain';
import type { Database } from '../../db/client.js';
import {
  cities,
  countries,
  issuingAuthorities,
  lastMileOperators,
  pickupPoints,
  streets,
} from '../../db/schema/index.js';
import { UKRAINE_REGIONS } from '../../modules/reference/data/ukraine.js';
import type { AddressSuggestion, PickupPoint, ReferenceProvider } from './provider.js';

/** Escapes LIKE wildcards in what a person typed. */
export function likePattern(text: string, mode: 'prefix' | 'contains'): string {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return mode === 'prefix' ? `${escaped}%` : `%${escaped}%`;
}

const pointColumns = {
  code: pickupPoints.code,
  name: pickupPoints.name,
  operatorId: pickupPoints.operatorId,
  operatorName: lastMileOperators.name,
  countryCode: pickupPoints.countryCode,
  city: pickupPoints.city,
  cityCode: pickupPoints.cityCode,
  address: pickupPoints.address,
  postalCode: pickupPoints.postalCode,
  workTime: pickupPoints.workTime,
  type: pickupPoints.type,
};

/** Answers from the tables seeded at start (see modules/reference/seed-reference.ts); needs no network. */
export function builtinReferenceProvider(db: Database): ReferenceProvider {
  const selectPoints = (where: SQL | undefined, limit = 200) =>
    db
      .select(pointColumns)
      .from(pickupPoints)
      .innerJoin(lastMileOperators, eq(lastMileOperators.id, pickupPoints.operatorId))
      .where(where)
      .orderBy(asc(pickupPoints.operatorId), asc(pickupPoints.code))
      .limit(limit) as Promise<PickupPoint[]>;

  return {
    async cities({ countryIso2s, prefix, limit }) {
      const conditions = [
        inArray(
          countries.iso2,
          countryIso2s.map((c) => c.toUpperCase()),
        ),
      ];
      if (prefix?.trim()) conditions.push(ilike(cities.name, likePattern(prefix.trim(), 'prefix')));
      return db
        .select({
          code: cities.code,
          city: cities.name,
          region: cities.region,
          countryCode: cities.countryCode,
          countryIso2: countries.iso2,
          postalCode: cities.postalCode,
        })
        .from(cities)
        .innerJoin(countries, eq(countries.code, cities.countryCode))
        .where(and(...conditions))
        .orderBy(desc(cities.population))
        .limit(limit);
    },

    pickupPoints({ operatorIds, cityCode, countryCode }) {
      const conditions = [inArray(pickupPoints.operatorId, operatorIds)];
      if (cityCode) conditions.push(eq(pickupPoints.cityCode, cityCode));
      if (countryCode) conditions.push(eq(pickupPoints.countryCode, countryCode));
      return selectPoints(and(...conditions));
    },

    postOffices(address, limit) {
      const text = address.trim();
      if (!text) return Promise.resolve([]);
      const contains = likePattern(text, 'contains');
      return selectPoints(
        and(
          eq(pickupPoints.type, 'POST_OFFICE'),
          or(
            ilike(pickupPoints.city, likePattern(text, 'prefix')),
            ilike(pickupPoints.postalCode, likePattern(text, 'prefix')),
            ilike(pickupPoints.address, contains),
            ilike(sql`${pickupPoints.city} || ', ' || ${pickupPoints.address}`, contains),
          ),
        ),
        limit,
      );
    },

    async findPickupPoint(code) {
      const [point] = await selectPoints(eq(pickupPoints.code, code), 1);
      return point ?? null;
    },

    async suggestAddresses(text, limit) {
      // "Москва, Тверская" → city prefix "Москва", street part "Тверская"; a single word matches cities or streets.
      const [cityPart = '', streetPart = ''] = text.split(',').map((part) => part.trim());
      if (!cityPart) return [];
      const cityMatch = ilike(cities.name, likePattern(cityPart, 'prefix'));
      const where = streetPart
        ? and(cityMatch, ilike(streets.name, likePattern(streetPart, 'contains')))
        : or(cityMatch, ilike(streets.name, likePattern(cityPart, 'contains')));
      const rows = await db
        .select({
          city: cities.name,
          cityCode: cities.code,
          street: streets.name,
          postalCode: streets.postalCode,
          countryCode: cities.countryCode,
        })
        .from(streets)
        .innerJoin(cities, eq(cities.code, streets.cityCode))
        .where(where)
        .orderBy(desc(cities.population), asc(streets.id))
        .limit(limit);
      return rows.map((row) => ({ ...row, value: `г ${row.city}, ${row.street}` }));
    },

    async suggestUkrainianAddresses(text, limit) {
      const needle = text.trim().toLowerCase();
      if (!needle) return [];
      const found: AddressSuggestion[] = [];
      for (const region of UKRAINE_REGIONS) {
        for (const city of region.cities) {
          if (city.toLowerCase().startsWith(needle) || region.name.toLowerCase().startsWith(needle)) {
            found.push({
              value: `${region.name}, г ${city}`,
              city,
              cityCode: null,
              street: '',
              postalCode: '',
              countryCode: COUNTRY.UKRAINE,
            });
          }
        }
      }
      return found.slice(0, limit);
    },

    async suggestIssuingAuthorities(text, limit) {
      const needle = text.trim();
      if (!needle) return [];
      return db
        .select({ name: issuingAuthorities.name, code: issuingAuthorities.code })
        .from(issuingAuthorities)
        .where(
          or(
            ilike(issuingAuthorities.name, likePattern(needle, 'contains')),
            ilike(issuingAuthorities.code, likePattern(needle, 'prefix')),
          ),
        )
        .orderBy(asc(issuingAuthorities.id))
        .limit(limit);
    },
  };
}
