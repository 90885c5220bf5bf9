import { type Column, getTableColumns, is, type SQL, sql, type Table } from 'drizzle-orm';
import { PgArray } from 'drizzle-orm/pg-core';

/**
 * A table's rows nested in another read's statement (an order's lots beside the order, one statement for the whole
 * page): PostgreSQL writes them as one JSON array of rows, each row an array of the table's columns in their order
 * (no key repeated in every row: a shorter text, parsed faster), and `rowsFromJson` turns it back into the rows
 * Drizzle's own select would have given, keyed by the table's field names. Exact values stay exact: a numeric
 * travels as its text, as node-postgres reads it. A column whose JSON value is already what Drizzle gives (a
 * number, a text, a boolean, a numeric's text, an array of these) is taken as it is; the others (a moment, a JSON
 * column) go through the column's own mapping (Drizzle's public `mapFromDriverValue`). Which is which is decided
 * once per table.
 */
export function jsonRowsOf(
  table: Table,
  where: SQL,
  orderBy: SQL,
  page?: { limit: SQL | number; offset: SQL | number },
): SQL<unknown> {
  const fields = Object.values(getTableColumns(table)).map((column) =>
    column.columnType === 'PgNumeric' ? sql`${column}::text` : sql`${column}`,
  );
  // A page of the rows is a subquery under the table's own name, so the columns (written with it) read the page.
  const from = page
    ? sql`(select * from ${table} where ${where} order by ${orderBy} limit ${page.limit} offset ${page.offset}) as ${table}`
    : sql`${table} where ${where}`;
  return sql`coalesce((select json_agg(json_build_array(${sql.join(fields, sql`, `)}) order by ${orderBy})
    from ${from}), '[]'::json)`;
}

/** Column types whose JSON value (as `jsonRowsOf` writes it) is the value Drizzle's select gives. */
const AS_IS = new Set([
  'PgInteger',
  'PgSmallInt',
  'PgSerial',
  'PgText',
  'PgVarchar',
  'PgBoolean',
  'PgNumeric',
]);
const asIs = (column: Column): boolean =>
  AS_IS.has(column.columnType) || (is(column, PgArray) && asIs(column.baseColumn as Column));

interface Reader {
  names: string[];
  /** Per column, its mapping, or null when the JSON value is taken as it is. */
  maps: Array<((value: unknown) => unknown) | null>;
}
const readers = new WeakMap<Table, Reader>();

function readerOf(table: Table): Reader {
  let reader = readers.get(table);
  if (!reader) {
    const columns = Object.entries(getTableColumns(table)) as Array<[string, Column]>;
    reader = {
      names: columns.map(([name]) => name),
      maps: columns.map(([, column]) =>
        asIs(column) ? null : (value: unknown) => column.mapFromDriverValue(value),
      ),
    };
    readers.set(table, reader);
  }
  return reader;
}

/** The rows `jsonRowsOf` wrote (parsed already by the driver, or as text), each as Drizzle's select gives it. */
export function rowsFromJson<T extends Table>(table: T, json: unknown): Array<T['$inferSelect']> {
  const { names, maps } = readerOf(table);
  const rows = (typeof json === 'string' ? JSON.parse(json) : json) as unknown[][];
  const width = names.length;
  const result = new Array<T['$inferSelect']>(rows.length);
  for (let r = 0; r < rows.length; r++) {
    const values = rows[r]!;
    const row: Record<string, unknown> = {};
    for (let i = 0; i < width; i++) {
      const value = values[i];
      const map = maps[i];
      row[names[i]!] = value === null || value === undefined ? null : map ? map(value) : value;
    }
    result[r] = row as T['$inferSelect'];
  }
  return result;
}
