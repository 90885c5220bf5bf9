import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The expressions the desk search (decision 050) matches and the indexes of migration 0031 are built on (decision
 * 071). Both sides take them from here, so a query's expression is exactly its index's and the planner can use it.
 */

/**
 * Words joined by spaces, the empty ones left out (`concat_ws`), through the immutable `desk_words` of migration
 * 0030: `concat_ws` itself is only stable, so it cannot be indexed.
 */
export const deskWords = (...columns: PgColumn[]): SQL => sql`desk_words(${sql.join(columns, sql`, `)})`;

/** A track typed with spaces or in lower case, as `normalizeTrack` would key it (decision 021). */
export const typedTrackKey = (column: PgColumn): SQL =>
  sql`upper(regexp_replace(${column}, '[[:space:]]', '', 'g'))`;

/** An expression compared byte by byte, the order in which a prefix is one range (the databases sort by locale). */
export const inByteOrder = (expression: SQL | PgColumn): SQL => sql`(${expression} collate "C")`;

/** The first string after every string starting with `prefix` in byte order (its last character, one higher). */
function prefixEnd(prefix: string): string {
  const last = prefix.codePointAt(prefix.length - 1)!;
  return prefix.slice(0, -1) + String.fromCodePoint(last + 1);
}

/**
 * `expression` starts with `prefix`, as a range over its byte order: unlike `like 'AB%'`, a range uses the index
 * on `inByteOrder(expression)` in a generic plan too (the statements are prepared once per connection).
 */
export function startsWith(expression: SQL | PgColumn, prefix: string): SQL {
  if (prefix === '') return sql`(${expression} is not null)`;
  const sorted = inByteOrder(expression);
  return sql`(${sorted} >= ${prefix} and ${sorted} < ${prefixEnd(prefix)})`;
}
