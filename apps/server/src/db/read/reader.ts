import { createHash } from 'node:crypto';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { countPages, type Page } from '@cargo/domain';
import type { Executor } from '../client.js';

/**
 * The one read API (docs/decisions/060): `readRows` for an object or a few rows, `readPage` for a page of rows the
 * portal shapes, `readPageText` for a page PostgreSQL writes as JSON text. Each is ONE statement holding the page,
 * its total (a page past the end counts in the same statement) and, on a route that checks its session in its own
 * statement (route option `checksSessionInQuery`), that check: the route's `ReadScope` carries it, the queries never
 * see it. A read given `prepared` is built once per database and shape and afterwards only bound.
 */

/** A page of a list: 1-based `page`, `size` rows (the spec's `offset`). */
export interface PageRequest {
  page: number;
  size: number;
}

/** "The session is still open" with its values, and the same with placeholders for a prepared statement. */
export interface SessionCondition {
  withValues: SQL;
  placeholders: SQL;
  values: Readonly<Record<string, unknown>>;
}

/** What a read takes from its route: the database, the session check to fold in (or none), its 401. */
export interface ReadScope<D extends Executor = Executor> {
  db: D;
  session: SessionCondition | null;
  closed: () => Error;
}

/** A scope without a session check of its own (the session was checked before, or there is none: jobs, desks). */
export const plainScope = (db: Executor): ReadScope => ({
  db,
  session: null,
  closed: () => new Error('no session to close'),
});

/** A Drizzle select (`$dynamic()`) that can be limited (by placeholders too) and stand as a subquery. */
export interface ReadQuery<R> extends PromiseLike<R[]> {
  limit(limit: number | Placeholder): { offset(offset: number | Placeholder): ReadQuery<R> };
  getSQL(): SQL;
  /** Drizzle's description of the select: its selected fields by name. */
  readonly _: { readonly selectedFields: object };
  as(alias: string): object;
}

/** A statement built once per database and shape: its name, what changes its text, and its placeholders' values. */
export interface Prepared {
  name: string;
  shape?: string;
  values: Record<string, unknown>;
}

interface Statement {
  execute(values?: Record<string, unknown>): Promise<Array<Record<string, unknown>>>;
}

const statements = new WeakMap<Executor, Map<string, Statement>>();

/** PostgreSQL keeps 63 bytes of a name: a longer one is shortened by a hash, still unique. */
function statementName(full: string): string {
  const safe = full.replace(/[^a-zA-Z0-9_]/g, '_');
  return safe.length <= 63 && safe === full
    ? safe
    : `${full.slice(0, 30)}_${createHash('sha1').update(full).digest('hex').slice(0, 24)}`;
}

/** Runs `build()`'s statement: prepared once per database and shape when asked, else as it is. */
export async function run(
  scope: ReadScope,
  prepared: Prepared | undefined,
  shape: string,
  build: (session: SQL) => { prepare(name: string): unknown } & PromiseLike<unknown>,
  values: Record<string, unknown> = {},
): Promise<Array<Record<string, unknown>>> {
  const session = scope.session;
  if (!prepared) return (await build(session?.withValues ?? sql`true`)) as Array<Record<string, unknown>>;
  const key = `${prepared.name}_${prepared.shape ?? ''}${shape}${session ? 's' : 'o'}`;
  let built = statements.get(scope.db);
  if (!built) statements.set(scope.db, (built = new Map()));
  let statement = built.get(key);
  if (!statement) {
    statement = build(session?.placeholders ?? sql`true`).prepare(statementName(key)) as Statement;
    built.set(key, statement);
  }
  return statement.execute({ ...session?.values, ...prepared.values, ...values });
}

/**
 * `query`'s rows left-joined to one row holding the session check: a closed session reads nothing, an empty
 * answer still comes back as one row, and both are learnt in one round trip. `extra` adds outer columns that may
 * read the page (`"page".<name>`) and the session (`session.open`).
 */
export function withSession<R>(
  db: Executor,
  query: ReadQuery<R>,
  session: SQL,
  extra: Record<string, SQL> = {},
) {
  const subquery = query.as('page');
  // The subquery's fields by the select's names: `page.<name>` in the outer select, mapped as the inner one was.
  const fields: Record<string, SQL> = Object.fromEntries(
    Object.keys(query._.selectedFields).map((name) => [name, Reflect.get(subquery, name) as SQL]),
  );
  // One session row, joined to the ordered page by a condition on the session alone: a nested loop over that one
  // row, which keeps the page's order.
  return db
    .select({ ...fields, ...extra, open$: sql<boolean>`session.open` })
    .from(sql`(select ${session} as open) as session`)
    .leftJoin(subquery as never, sql`session.open`);
}

export function openRows(scope: ReadScope, rows: Array<Record<string, unknown>>) {
  if (rows[0]?.open$ !== true) throw scope.closed();
  return rows;
}

/** The rows of `query` (an object: zero or one). */
export async function readRows<R>(
  scope: ReadScope,
  query: () => ReadQuery<R>,
  prepared?: Prepared,
): Promise<R[]> {
  const rows = openRows(
    scope,
    await run(scope, prepared, '', (session) => withSession(scope.db, query(), session)),
  );
  // With no row found, the left join still answers the session's row, every field of the query null.
  return rows
    .filter((row) => !Object.keys(row).every((key) => key === 'open$' || row[key] === null))
    .map(({ open$: _open, ...row }) => row as R);
}

/** The count of the whole list PostgreSQL runs only when a page after the first came back empty. */
export const pastEndTotal = (query: ReadQuery<unknown>) =>
  sql<number | null>`case when session.open and "page"."total" is null
    then (select count(*) from (${query.getSQL()}) as everything) end`.mapWith(Number);

/**
 * A page of `query` (its select names the list's total `total`: `totalCount`) in the spec's envelope, each row
 * shaped by `toItems` (which may read related rows for the whole page at once). `extra` values are read in the
 * same statement, once for the page (counters beside a list), and answered as keys of the envelope. With a
 * session check, a prepared statement or `extra`, the page is a subquery of one statement holding them all; a
 * read with none of them (a desk or a job in `plainScope`) runs its list query as it is.
 */
export async function readPage<
  R extends { total: number },
  T = Omit<R, 'total'>,
  E extends Record<string, unknown> = Record<string, never>,
>(
  scope: ReadScope,
  query: () => ReadQuery<R>,
  request: PageRequest,
  options: {
    toItems?: (rows: Array<Omit<R, 'total'>>) => T[] | Promise<T[]>;
    prepared?: Prepared;
    extra?: { [K in keyof E]: SQL<E[K]> };
  } = {},
): Promise<Page<T> & E> {
  const skipped = (request.page - 1) * request.size;
  const toItems = options.toItems ?? ((same: unknown[]) => same as T[]);
  if (!scope.session && !options.prepared && !options.extra) {
    // Nothing to fold in: the list query as it is (a join of tables sharing column names cannot stand as the
    // session's subquery), its total counted by a second statement only for a page past the end.
    const rows = await query().limit(request.size).offset(skipped);
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && skipped > 0) total = (await query().limit(1).offset(0))[0]?.total ?? 0;
    const items = rows.map(({ total: _total, ...row }) => row);
    return pageOf(await toItems(items), total, request) as Page<T> & E;
  }
  const extraColumns = Object.fromEntries(
    Object.entries(options.extra ?? {}).map(([name, value]) => [name, value as SQL]),
  );
  const extraNames = Object.keys(extraColumns);
  const limit = options.prepared ? sql.placeholder('page$limit') : request.size;
  const offset = options.prepared ? sql.placeholder('page$offset') : skipped;
  const rows = openRows(
    scope,
    await run(
      scope,
      options.prepared,
      skipped > 0 ? 'n' : '1',
      (session) =>
        withSession(scope.db, query().limit(limit).offset(offset), session, {
          ...extraColumns,
          pastEndTotal$: skipped > 0 ? pastEndTotal(query()) : sql`null`,
        }),
      { page$limit: request.size, page$offset: skipped },
    ),
  );
  const found = rows.filter((row) => row.total !== null);
  const total = (found[0]?.total as number | undefined) ?? (rows[0]?.pastEndTotal$ as number | null) ?? 0;
  const items = found.map(({ total: _total, pastEndTotal$: _past, open$: _open, ...row }) => {
    for (const name of extraNames) delete row[name];
    return row;
  });
  const extra = Object.fromEntries(extraNames.map((name) => [name, rows[0]![name]])) as E;
  return { ...pageOf(await toItems(items as Array<Omit<R, 'total'>>), total, request), ...extra };
}

/** The spec's list envelope. */
export function pageOf<T>(data: T[], totalElements: number, request: PageRequest): Page<T> {
  return { data, totalElements, totalPages: countPages(totalElements, request.size), page: request.page };
}

/** The JSON text of the envelope around rows that are JSON text already, with `extra` keys after `page`. */
export function pageEnvelopeText(
  rows: string,
  totalElements: number,
  request: PageRequest,
  extra: Record<string, unknown> = {},
): string {
  const more = Object.entries(extra)
    .map(([key, value]) => `,${JSON.stringify(key)}:${JSON.stringify(value)}`)
    .join('');
  return `{"data":[${rows}],"totalElements":${totalElements},"totalPages":${countPages(totalElements, request.size)},"page":${request.page}${more}}`;
}
