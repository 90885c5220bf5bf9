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
