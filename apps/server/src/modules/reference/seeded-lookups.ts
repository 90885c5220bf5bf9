import { and, asc, desc, eq, ilike, inArray, or, type Placeholder, sql, type SQL } from 'drizzle-orm';
import type { Page } from '@cargo/domain';
import type { Database } from '../../db/client.js';
import { totalCount } from '../../db/paginate.js';
import {
  type PageRequest,
  plainScope,
  type Prepared,
  readPage,
  type ReadQuery,
  type ReadScope,
} from '../../db/read/reader.js';
import {
  cities,
  countries,
  issuingAuthorities,
  lastMileOperators,
  pickupPoints,
  streets,
} from '../../db/schema/reference.js';
import type {
  PickupPoint,
  PickupPointFilter,
  SeededLookups,
  SessionLookup,
} from '../../integrations/reference/provider.js';

/** Escapes LIKE wildcards in what a person typed. */
export function likePattern(text: string, mode: 'prefix' | 'contains'): string {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return mode === 'prefix' ? `${escaped}%` : `%${escaped}%`;
}

const pointColumns = {
  code: pickupPoints.code,
  name: pickupPoints.name,
  operatorId: pickupPoints.operatorId,
  // Named: the page stands as a subquery (readPage), where two columns called "name" would clash.
  operatorName: sql<string>`${lastMileOperators.name}`.as('operator_name'),
  countryCode: pickupPoints.countryCode,
  city: pickupPoints.city,
  cityCode: pickupPoints.cityCode,
  address: pickupPoints.address,
  postalCode: pickupPoints.postalCode,
  workTime: pickupPoints.workTime,
  type: pickupPoints.type,
};

/** Where nothing was asked for: still a statement, so a signed-in lookup still checks its session. */
const nothing = sql`false`;

/**
 * A lookup's page through the signed-in route's scope (its session check in the same statement), or through a plain
 * one for the public callers; `prepared` for the lookups asked on every delivery form.
 */
function lookupPage<R extends { total: number }, T = Omit<R, 'total'>>(
  db: Database,
  query: () => ReadQuery<R>,
  page: PageRequest,
  scope: ReadScope | undefined,
  options: { toItems?: (rows: Array<Omit<R, 'total'>>) => T[]; prepared?: Prepared } = {},
): Promise<Page<T>> {
  return readPage(scope ?? plainScope(db), query, page, options);
}

/** A filter's value as itself (a statement rendered per call) or as its placeholder (a prepared statement). */
type Arg = <V>(name: string, value: V) => V | Placeholder<string, V>;
const valueOf: Arg = (_name, value) => value;
const placeholderOf: Arg = (name) => sql.placeholder(name) as Placeholder<string, never>;

/** A lookup written once for both callers: the public ones (no session) and the signed-in ones. */
const lookup = <Q, T>(answer: SessionLookup<Q, T>) => answer;

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
    cities: lookup(({ countryIso2s, prefix }: { countryIso2s: string[]; prefix?: string }, page, scope) => {
      const iso2s = countryIso2s.map((c) => c.toUpperCase());
      const pattern = prefix?.trim() ? likePattern(prefix.trim(), 'prefix') : undefined;
      // `arg(name, value)`: the value itself, or its placeholder in the prepared form (signed-in callers).
      const query = (arg: Arg) => () => {
        const conditions = [
          inArray(
            countries.iso2,
            iso2s.map((iso2, i) => arg(`iso2_${i}`, iso2)),
          ),
        ];
        if (pattern !== undefined) conditions.push(ilike(cities.name, arg('pattern', pattern)));
        return db
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
          .$dynamic();
      };
      if (!scope) return lookupPage(db, query(valueOf), page, scope);
      const values: Record<string, unknown> = Object.fromEntries(iso2s.map((iso2, i) => [`iso2_${i}`, iso2]));
      if (pattern !== undefined) values.pattern = pattern;
      const shape = `${iso2s.length}${pattern === undefined ? '' : 'p'}`;
      return lookupPage(db, query(placeholderOf), page, scope, {
        prepared: { name: 'reference_cities', shape, values },
      });
    }),

    pickupPoints: lookup(({ operatorIds, cityCode, countryCode }: PickupPointFilter, page, scope) => {
      const query = (arg: Arg) => () => {
        const conditions = [
          inArray(
            pickupPoints.operatorId,
            operatorIds.map((id, i) => arg(`operator_${i}`, id)),
          ),
        ];
        if (cityCode) conditions.push(eq(pickupPoints.cityCode, arg('cityCode', cityCode)));
        if (countryCode) conditions.push(eq(pickupPoints.countryCode, arg('countryCode', countryCode)));
        return selectPoints(and(...conditions));
      };
      if (!scope) return lookupPage(db, query(valueOf), page, scope);
      const values: Record<string, unknown> = Object.fromEntries(
        operatorIds.map((id, i) => [`operator_${i}`, id]),
      );
      if (cityCode) values.cityCode = cityCode;
      if (countryCode) values.countryCode = countryCode;
      const shape = `${operatorIds.length}${cityCode ? 'c' : ''}${countryCode ? 'k' : ''}`;
      return lookupPage(db, query(placeholderOf), page, scope, {
        prepared: { name: 'reference_points', shape, values },
      });
    }),

    postOffices: lookup((address: string, page, scope) => {
      const text = address.trim();
      const contains = likePattern(text, 'contains');
      const where = !text
        ? nothing
        : and(
            eq(pickupPoints.type, 'POST_OFFICE'),
            or(
              ilike(pickupPoints.city, likePattern(text, 'prefix')),
              ilike(pickupPoints.postalCode, likePattern(text, 'prefix')),
              ilike(pickupPoints.address, contains),
              ilike(sql`${pickupPoints.city} || ', ' || ${pickupPoints.address}`, contains),
            ),
          );
      return lookupPage(db, () => selectPoints(where), page, scope);
    }),

    async findPickupPoint(code) {
      const [point] = await selectPoints(eq(pickupPoints.code, code)).limit(1);
      if (!point) return null;
      const { total: _total, ...found } = point;
      return found satisfies PickupPoint;
    },

    suggestAddresses: lookup((text: string, page, scope) => {
      // "Москва, Тверская" → city prefix "Москва", street part "Тверская"; a single word matches cities or streets.
      const [cityPart = '', streetPart = ''] = text.split(',').map((part) => part.trim());
      const cityMatch = ilike(cities.name, likePattern(cityPart, 'prefix'));
      const where = !cityPart
        ? nothing
        : streetPart
          ? and(cityMatch, ilike(streets.name, likePattern(streetPart, 'contains')))
          : or(cityMatch, ilike(streets.name, likePattern(cityPart, 'contains')));
      return lookupPage(
        db,
        () =>
          db
            .select({
              city: cities.name,
              cityCode: cities.code,
              // Named: cities and streets both have a "name" column (see operatorName above).
              street: sql<string>`${streets.name}`.as('street'),
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
        scope,
        { toItems: (rows) => rows.map((row) => ({ ...row, value: `г ${row.city}, ${row.street}` })) },
      );
    }),

    suggestIssuingAuthorities: lookup((text: string, page, scope) => {
      const needle = text.trim();
      return lookupPage(
        db,
        () =>
          db
            .select({ name: issuingAuthorities.name, code: issuingAuthorities.code, total: totalCount })
            .from(issuingAuthorities)
            .where(
              !needle
                ? nothing
                : or(
                    ilike(issuingAuthorities.name, likePattern(needle, 'contains')),
                    ilike(issuingAuthorities.code, likePattern(needle, 'prefix')),
                  ),
            )
            .orderBy(asc(issuingAuthorities.id))
            .$dynamic(),
        page,
        scope,
      );
    }),
  };
}
