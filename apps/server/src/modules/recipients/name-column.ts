import { type AnyColumn, sql } from 'drizzle-orm';
import { recipients } from '../../db/schema/recipients.js';

/**
 * A recipient's full name as `recipientNames` writes it (surname, name, middle name, the empty ones left out), as a
 * scalar subquery another module's list can put in its own statement (the parcel page, docs/decisions/040). Null
 * when the id is null or is not the customer's recipient.
 */
export function recipientNameSql(userId: AnyColumn, recipientId: AnyColumn) {
  return sql<
    string | null
  >`(select concat_ws(' ', nullif(${recipients.surname}, ''), nullif(${recipients.name}, ''),
    nullif(${recipients.middleName}, '')) from ${recipients}
    where ${recipients.id} = ${recipientId} and ${recipients.userId} = ${userId})`;
}
