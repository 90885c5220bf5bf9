import { type AnyColumn, sql } from 'drizzle-orm';
import { addresses } from '../../db/schema/addresses.js';

/**
 * The city of a customer's address as a scalar subquery another module's statement can hold (the parcel label,
 * decision 063). Null when the id is null or is not the customer's address.
 */
export function addressCitySql(userId: AnyColumn, addressId: AnyColumn) {
  return sql<string | null>`(select nullif(${addresses.city}, '') from ${addresses}
    where ${addresses.id} = ${addressId} and ${addresses.userId} = ${userId})`;
}
