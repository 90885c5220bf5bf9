import { type AnyColumn, sql } from 'drizzle-orm';
import { countries, lastMileOperators } from '../../db/schema/reference.js';

/**
 * A country's name as a named column of another module's select: a scalar subquery on the seeded table, so a
 * list that shows names needs no statement of its own to read them. Empty when the code is unknown.
 */
export function countryNameColumn(code: AnyColumn, alias: string) {
  return sql<string>`coalesce((select ${countries.name} from ${countries} where ${countries.code} = ${code}), '')`.as(
    alias,
  );
}

/** A last-mile operator's name as a named column of another module's select (see `countryNameColumn`). */
export function operatorNameColumn(id: AnyColumn, alias: string) {
  return sql<string>`coalesce((select ${lastMileOperators.name} from ${lastMileOperators}
    where ${lastMileOperators.id} = ${id}), '')`.as(alias);
}
