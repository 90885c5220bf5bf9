import { type AnyColumn, sql } from 'drizzle-orm';
import { deliveryTransports } from '../../db/schema/reference.js';

/**
 * A tariff's title (`tariffsById(…).get(id).title`) as a scalar subquery another module's list can put in its own
 * statement (the parcel page, docs/decisions/040). Null when the id is null or unknown.
 */
export function tariffTitleSql(id: AnyColumn) {
  return sql<string | null>`(select ${deliveryTransports.title} from ${deliveryTransports}
    where ${deliveryTransports.id} = ${id})`;
}

/** A tariff's country (`tariffsById(…).get(id).countryCode`), the same way: the parcel page's customs check. */
export function tariffCountrySql(id: AnyColumn) {
  return sql<number | null>`(select ${deliveryTransports.countryCode} from ${deliveryTransports}
    where ${deliveryTransports.id} = ${id})`;
}
