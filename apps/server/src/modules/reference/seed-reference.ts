import { eq, sql } from 'drizzle-orm';
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
import { buildReferenceRows } from './build-reference-rows.js';
import { COUNTRIES, OPERATORS, SERVICES, TARIFFS } from './data/catalogue.js';

/** Raise when the built-in data changes: the next start reloads it. */
export const REFERENCE_DATA_VERSION = '2026-11-21.1';

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
