import { type AnyColumn, sql } from 'drizzle-orm';
import { addresses } from '../../db/schema/addresses.js';

/**
 * An address as one line, as `addressTexts` writes it (city, then the pickup point's name or the street address,
 * the empty ones left out), as a scalar subquery another module's list can put in its own statement (the parcel
 * page, docs/decisions/040). Null when the id is null or is not the customer's address.
 */
export function addressTextSql(userId: AnyColumn, addressId: AnyColumn) {
  return sql<string | null>`(select concat_ws(', ', nullif(${addresses.city}, ''),
    nullif(coalesce(${addresses.pvzName}, ${addresses.address}), '')) from ${addresses}
    where ${addresses.id} = ${addressId} and ${addresses.userId} = ${userId})`;
}
