import { type AnyColumn, sql } from 'drizzle-orm';
import { addresses } from '../../db/schema/addresses.js';

/**
 * An address as one line: the city, then the pickup point's name or the street address, the empty ones left out —
 * the one definition of the line, read by `addressTexts` and by `addressTextSql`.
 */
export const addressLine = sql<string>`concat_ws(', ', nullif(${addresses.city}, ''),
  nullif(coalesce(${addresses.pvzName}, ${addresses.address}), ''))`;

/**
 * The line of the customer's address as a scalar subquery another module's list can put in its own statement (the
 * parcel page, docs/decisions/040). Null when the id is null or is not the customer's address.
 */
export function addressTextSql(userId: AnyColumn, addressId: AnyColumn) {
  return sql<string | null>`(select ${addressLine} from ${addresses}
    where ${addresses.id} = ${addressId} and ${addresses.userId} = ${userId})`;
}
