import { eq, sql } from 'drizzle-orm';
import { COUNTRY, LAST_MILE_OPERATOR, PARTNER_NETWORK_NAME } from '@cargo/domain';
import type { Database } from '../../db/client.js';
import {
  additionalServices,
  cities,
  countries,
  deliveryTransports,
  issuingAuthorities,
  lastMileOperators,
  pickupPoints,
  referenceSeed,
  streets,
} from '../../db/schema/reference.js';
import { COUNTRIES, OPERATORS, SERVICES, TARIFFS } from './data/catalogue.js';
import { BELARUSIAN_CITIES, type CitySeed, RUSSIAN_CITIES } from './data/cities.js';
import { BELARUSIAN_AUTHORITIES, RUSSIAN_AUTHORITIES } from './data/issuing-authorities.js';
import { BELARUSIAN_STREETS, CITY_STREETS, RUSSIAN_STREETS } from './data/streets.js';

/** Raise when the built-in data changes: the next start reloads it. */
export const REFERENCE_DATA_VERSION = '2026-11-21.1';

/** Deterministic pseudo-random numbers, so the generated points are the same on every machine. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type PickupRow = typeof pickupPoints.$inferInsert;
type StreetRow = typeof streets.$inferInsert;

const WORK_TIME = {
  cdek: 'Пн–Вс 09:00–21:00',
  own: 'Пн–Пт 10:00–20:00, Сб–Вс 10:00–18:00',
  post: 'Пн–Пт 08:00–20:00, Сб 09:00–18:00',
  dpd: 'Пн–Пт 10:00–20:00, Сб 10:00–16:00',
};

function cityData(city: CitySeed, countryCode: number) {
  const next = random(city.code * 7919);
  const streetNames = [
    ...(CITY_STREETS[city.name] ?? []),
    ...(countryCode === COUNTRY.BELARUS ? BELARUSIAN_STREETS : RUSSIAN_STREETS),
  ].filter((name, index, all) => all.indexOf(name) === index);
  const prefix = city.postalCode.slice(0, 3);
  const postal = () => `${prefix}${String(Math.floor(next() * 1000)).padStart(3, '0')}`;
  const house = () => 1 + Math.floor(next() * 120);
  const pickStreet = () => streetNames[Math.floor(next() * streetNames.length)]!;

  const streetRows: StreetRow[] = streetNames.map((name, index) => ({
    id: city.code * 100 + index,
    cityCode: city.code,
    name,
    postalCode: postal(),
  }));

  const points: PickupRow[] = [];
  const add = (
    operatorId: number,
    code: string,
    name: string,
    workTime: string,
    type: string,
    postalCode: string,
  ) => {
    const street = pickStreet();
    points.push({
      code,
      operatorId,
      cityCode: city.code,
      countryCode,
      city: city.name,
      name: `${name}, ${street}`,
      address: `${street}, д. ${house()}`,
      postalCode,
      workTime,
      type,
    });
  };
  for (let n = 1; n <= 3; n += 1) {
    add(
      LAST_MILE_OPERATOR.CDEK,
      `CDEK-${city.code}-${n}`,
      'СДЭК',
      WORK_TIME.cdek,
      n === 3 ? 'POSTAMAT' : 'PVZ',
      postal(),
    );
  }
  for (let n = 1; n <= 2; n += 1) {
    add(
      LAST_MILE_OPERATOR.OWN_PICKUP,
      `KE-${city.code}-${n}`,
      'Карго Экспресс',
      WORK_TIME.own,
      'PVZ',
      postal(),
    );
    add(LAST_MILE_OPERATOR.DPD, `DPD-${city.code}-${n}`, 'DPD Pickup', WORK_TIME.dpd, 'PVZ', postal());
  }
  const postName = countryCode === COUNTRY.BELARUS ? 'Белпочта, отделение' : 'Почта России, отделение';
  const offices = new Set<string>();
  while (offices.size < 3) offices.add(postal());
  for (const index of offices) {
    add(
      LAST_MILE_OPERATOR.POST,
      `POST-${index}`,
      `${postName} ${index}`,
      WORK_TIME.post,
      'POST_OFFICE',
      index,
    );
  }
  return { streetRows, points };
}

/** Partner network points: their "city" is the network's own name (spec section 5, Delivery). */
function partnerPoints(): PickupRow[] {
  const moscow = RUSSIAN_CITIES[0]!;
  return [
    ['ул. Люблинская, д. 42', '109390'],
    ['ул. Академика Янгеля, д. 6', '117534'],
    ['пр-т Вернадского, д. 86', '119571'],
  ].map(([address, postalCode], index) => ({
    code: `DP-${index + 1}`,
    operatorId: LAST_MILE_OPERATOR.PARTNER_NETWORK,
    cityCode: moscow.code,
    countryCode: COUNTRY.RUSSIA,
    city: PARTNER_NETWORK_NAME,
    name: `Добропост, Москва, ${address!.split(',')[0]}`,
    address: `Москва, ${address}`,
    postalCode: postalCode!,
    workTime: WORK_TIME.own,
    type: 'PVZ',
  }));
}

export function buildReferenceRows() {
  const cityRows = [
    ...RUSSIAN_CITIES.map((c) => ({ ...c, countryCode: COUNTRY.RUSSIA as number })),
    ...BELARUSIAN_CITIES.map((c) => ({ ...c, countryCode: COUNTRY.BELARUS as number })),
  ];
  const points: PickupRow[] = [...partnerPoints()];
  const streetRows: StreetRow[] = [];
  for (const city of cityRows) {
    const data = cityData(city, city.countryCode);
    points.push(...data.points);
    streetRows.push(...data.streetRows);
  }
  const authorities = [
    ...RUSSIAN_AUTHORITIES.map(([name, code], i) => ({
      id: i + 1,
      countryCode: COUNTRY.RUSSIA as number,
      name,
      code,
    })),
    ...BELARUSIAN_AUTHORITIES.map(([name, code], i) => ({
      id: 1000 + i,
      countryCode: COUNTRY.BELARUS as number,
      name,
      code,
    })),
  ];
  return { cityRows, points, streetRows, authorities };
}

function chunks<T>(rows: T[], size = 200): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

const excluded = (column: string) => sql.raw(`excluded."${column}"`);

/**
 * Loads the built-in reference data. Idempotent: rows are upserted by their ids, and nothing runs when the
 * stored version matches. Runs at every start right after the migrations.
 */
export async function seedReferenceData(db: Database): Promise<boolean> {
  const [current] = await db.select().from(referenceSeed).where(eq(referenceSeed.id, 1));
  if (current?.version === REFERENCE_DATA_VERSION) return false;
  const { cityRows, points, streetRows, authorities } = buildReferenceRows();
  await db.transaction(async (tx) => {
    await tx
      .insert(countries)
      .values(COUNTRIES)
      .onConflictDoUpdate({
        target: countries.code,
        set: {
          name: excluded('name'),
          iso2: excluded('iso2'),
          phonePrefix: excluded('phone_prefix'),
          sortOrder: excluded('sort_order'),
        },
      });
    await tx
      .insert(lastMileOperators)
      .values(OPERATORS)
      .onConflictDoUpdate({ target: lastMileOperators.id, set: { name: excluded('name') } });
    await tx
      .insert(deliveryTransports)
      .values(TARIFFS)
      .onConflictDoUpdate({
        target: deliveryTransports.id,
        set: {
          title: excluded('title'),
          countryCode: excluded('country_code'),
          description: excluded('description'),
          isSpecial: excluded('is_special'),
          allowsDangerous: excluded('allows_dangerous'),
          lastMileOperatorIds: excluded('last_mile_operator_ids'),
          deliveryDays: excluded('delivery_days'),
        },
      });
    await tx
      .insert(additionalServices)
      .values(SERVICES)
      .onConflictDoUpdate({
        target: additionalServices.id,
        set: {
          name: excluded('name'),
          price: excluded('price'),
          per: excluded('per'),
          objectTypes: excluded('object_types'),
          isRequired: excluded('is_required'),
        },
      });
    for (const batch of chunks(cityRows)) {
      await tx
        .insert(cities)
        .values(batch)
        .onConflictDoUpdate({
          target: cities.code,
          set: {
            name: excluded('name'),
            region: excluded('region'),
            population: excluded('population'),
            postalCode: excluded('postal_code'),
            countryCode: excluded('country_code'),
          },
        });
    }
    for (const batch of chunks(points)) {
      await tx
        .insert(pickupPoints)
        .values(batch)
        .onConflictDoUpdate({
          target: pickupPoints.code,
          set: {
            operatorId: excluded('operator_id'),
            cityCode: excluded('city_code'),
            countryCode: excluded('country_code'),
            city: excluded('city'),
            name: excluded('name'),
            address: excluded('address'),
            postalCode: excluded('postal_code'),
            workTime: excluded('work_time'),
            type: excluded('type'),
          },
        });
    }
    for (const batch of chunks(streetRows)) {
      await tx
        .insert(streets)
        .values(batch)
        .onConflictDoUpdate({
          target: streets.id,
          set: {
            name: excluded('name'),
            postalCode: excluded('postal_code'),
            cityCode: excluded('city_code'),
          },
        });
    }
    await tx
      .insert(issuingAuthorities)
      .values(authorities)
      .onConflictDoUpdate({
        target: issuingAuthorities.id,
        set: { name: excluded('name'), code: excluded('code') },
      });
    await tx
      .insert(referenceSeed)
      .values({ id: 1, version: REFERENCE_DATA_VERSION })
      .onConflictDoUpdate({
        target: referenceSeed.id,
        set: { version: REFERENCE_DATA_VERSION, seededAt: new Date() },
      });
  });
  return true;
}
