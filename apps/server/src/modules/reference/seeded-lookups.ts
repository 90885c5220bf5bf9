import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Page } from '@cargo/domain';
import type { Database } from '../../db/client.js';
import { paginate, totalCount } from '../../db/paginate.js';
import {
  cities,
  countries,
  issuingAuthorities,
  lastMileOperators,
  pickupPoints,
  streets,
} from '../../db/schema/reference.js';
import type { PickupPoint, SeededLookups } from '../../integrations/reference/provider.js';

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

const emptyPage = <T>(page: number): Page<T> => ({ data: [], totalElements: 0, totalPages: 0, page });

/**
 * The lookups answered from the tables seeded at start (seed-reference.ts); needs no network. The built-in
 * reference provider (integrations/reference/builtin.ts) serves them, wired in app.ts.
 */
export function seededLookups(db: Database): SeededLookups {
  const selectPoints = (where: SQL | undefined) =>
    db
      .select({ ...pointColumns, total: totalCount })
      .from(pickupPoints)
      .innerJoin(lastMileOperators, eq(lastMileOperators.id, pickupPoints.operatorId))
      .where(where)
      .orderBy(asc(pickupPoints.operatorId), asc(pickupPoints.code))
      .$dynamic();

  return {
    cities({ countryIso2s, prefix }, page) {
      const conditions = [
        inArray(
          countries.iso2,
          countryIso2s.map((c) => c.toUpperCase()),
        ),
      ];
      if (prefix?.trim()) conditions.push(ilike(cities.name, likePattern(prefix.trim(), 'prefix')));
      return paginate(
        () =>
          db
            .select({
              code: cities.code,
              city: cities.name,
              region: cities.region,
              countryCode: cities.countryCode,
              countryIso2: countries.iso2,
              postalCode: cities.postalCode,
              total: totalCount,
            })
            .from(cities)
            .innerJoin(countries, eq(countries.code, cities.countryCode))
            .where(and(...conditions))
            .orderBy(desc(cities.population), asc(cities.code))
            .$dynamic(),
        page,
      );
    },

    pickupPoints({ operatorIds, cityCode, countryCode }, page) {
      const conditions = [inArray(pickupPoints.operatorId, operatorIds)];
      if (cityCode) conditions.push(eq(pickupPoints.cityCode, cityCode));
      if (countryCode) conditions.push(eq(pickupPoints.countryCode, countryCode));
      return paginate(() => selectPoints(and(...conditions)), page);
    },

    async postOffices(address, page) {
      const text = address.trim();
      if (!text) return emptyPage(page.page);
      const contains = likePattern(text, 'contains');
      const where = and(
        eq(pickupPoints.type, 'POST_OFFICE'),
        or(
          ilike(pickupPoints.city, likePattern(text, 'prefix')),
          ilike(pickupPoints.postalCode, likePattern(text, 'prefix')),
          ilike(pickupPoints.address, contains),
          ilike(sql`${pickupPoints.city} || ', ' || ${pickupPoints.address}`, contains),
        ),
      );
      return paginate(() => selectPoints(where), page);
    },

    async findPickupPoint(code) {
      const [point] = await selectPoints(eq(pickupPoints.code, code)).limit(1);
      if (!point) return null;
      const { total: _total, ...found } = point;
      return found satisfies PickupPoint;
    },

    async suggestAddresses(text, page) {
      // "Москва, Тверская" → city prefix "Москва", street part "Тверская"; a single word matches cities or streets.
      const [cityPart = '', streetPart = ''] = text.split(',').map((part) => part.trim());
      if (!cityPart) return emptyPage(page.page);
      const cityMatch = ilike(cities.name, likePattern(cityPart, 'prefix'));
      const where = streetPart
        ? and(cityMatch, ilike(streets.name, likePattern(streetPart, 'contains')))
        : or(cityMatch, ilike(streets.name, likePattern(cityPart, 'contains')));
      return paginate(
        () =>
          db
            .select({
              city: cities.name,
              cityCode: cities.code,
              street: streets.name,
              postalCode: streets.postalCode,
              countryCode: cities.countryCode,
              total: totalCount,
            })
            .from(streets)
            .innerJoin(cities, eq(cities.code, streets.cityCode))
            .where(where)
            .orderBy(desc(cities.population), asc(streets.id))
            .$dynamic(),
        page,
        (rows) => rows.map((row) => ({ ...row, value: `г ${row.city}, ${row.street}` })),
      );
    },

    async suggestIssuingAuthorities(text, page) {
      const needle = text.trim();
      if (!needle) return emptyPage(page.page);
      return paginate(
        () =>
          db
            .select({ name: issuingAuthorities.name, code: issuingAuthorities.code, total: totalCount })
            .from(issuingAuthorities)
            .where(
              or(
                ilike(issuingAuthorities.name, likePattern(needle, 'contains')),
                ilike(issuingAuthorities.code, likePattern(needle, 'prefix')),
              ),
            )
            .orderBy(asc(issuingAuthorities.id))
            .$dynamic(),
        page,
      );
    },
  };
}
