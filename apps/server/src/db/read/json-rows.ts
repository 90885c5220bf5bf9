import { type Column, getTableColumns, type SQL, sql, type Table } from 'drizzle-orm';

/**
 * A table's rows nested in another read's statement (an order's lots beside the order, one statement for the whole
 * page): PostgreSQL writes them as one JSON array of objects keyed by the table's field names, and `rowsFromJson`
 * turns it back into the rows Drizzle's own select would have given, through each column's own mapping (Drizzle's
 * public `mapFromDriverValue`). Exact values stay exact: a numeric travels as its text, as node-postgres reads it.
 */
export function jsonRowsOf(
  table: Table,
  where: SQL,
  orderBy: SQL,
  page?: { limit: SQL | number; offset: SQL | number },
): SQL<unknown> {
  const fields = Object.entries(getTableColumns(table)).map(
    ([name, column]) =>
      sql`${sql.raw(`'${name}'`)}, ${column.columnType === 'PgNumeric' ? sql`${column}::text` : column}`,
  );
  // A page of the rows is a subquery under the table's own name, so the columns (written with it) read the page.
  const from = page
    ? sql`(select * from ${table} where ${where} order by ${orderBy} limit ${page.limit} offset ${page.offset}) as ${table}`
    : sql`${table} where ${where}`;
  return sql`coalesce((select json_agg(json_build_object(${sql.join(fields, sql`, `)}) order by ${orderBy})
    from ${from}), '[]'::json)`;
}

/** The rows `jsonRowsOf` wrote (parsed already by the driver, or as text), each mapped as Drizzle maps a row. */
export function rowsFromJson<T extends Table>(table: T, json: unknown): Array<T['$inferSelect']> {
  const columns = Object.entries(getTableColumns(table)) as Array<[string, Column]>;
  const rows = (typeof json === 'string' ? JSON.parse(json) : json) as Array<Record<string, unknown>>;
  return rows.map(
    (row) =>
      Object.fromEntries(
        columns.map(([name, column]) => {
          const value = row[name];
          return [name, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
        }),
      ) as T['$inferSelect'],
  );
}
