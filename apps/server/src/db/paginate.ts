import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { countPages, type Page } from '@cargo/domain';
import type { Executor } from './client.js';

export interface PageRequest {
  /** 1-based. */
  page: number;
  /** Rows per page (the spec's `offset`). */
  size: number;
}

/**
 * Add as `total` to a list query's select: the number of rows the WHERE matched, counted in the same query. Named
 * (`as total`) so that `paginateInSession` can read it from the page as a subquery.
 */
export const totalCount = sql<number>`cast(count(*) over () as integer)`.mapWith(Number).as('total');

/** A list query that can be limited and offset (a Drizzle select, `$dynamic()` where it is built in steps). */
interface LimitableQuery<R> {
  limit(limit: number): { offset(offset: number): PromiseLike<R[]> };
}

/**
 * The one list helper: one query answers both the page and the total (`count(*) over ()`), and every list answer
 * gets the spec's envelope `{ data, totalElements, totalPages, page }`. `query` builds the ordered list query
 * with `total: totalCount` in its select; it is called again only when a page past the end came back empty, to
 * learn the total. `toItems` shapes the rows (it may read related rows for the whole page at once).
 */
export async function paginate<R extends { total: number }, T = Omit<R, 'total'>>(
  query: () => LimitableQuery<R>,
  request: PageRequest,
  toItems: (rows: Array<Omit<R, 'total'>>) => T[] | Promise<T[]> = (rows) => rows as unknown as T[],
): Promise<Page<T>> {
  const rows = await query()
    .limit(request.size)
    .offset((request.page - 1) * request.size);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && request.page > 1) {
    const [first] = await query().limit(1).offset(0);
    total = first?.total ?? 0;
  }
  const items = rows.map(({ total: _total, ...row }) => row);
  return pageOf(await toItems(items), total, request);
}

/** A Drizzle select (`$dynamic()`) that can also stand as a subquery of a larger statement. */
interface SubqueryableQuery<R> extends PromiseLike<R[]> {
  limit(limit: number | Placeholder): { offset(offset: number | Placeholder): SubqueryableQuery<R> };
  getSQL(): SQL;
}

/** A subquery of a Drizzle select: its selected fields by name, each readable as the subquery's column. */
interface Subquery {
  _: { selectedFields: Record<string, unknown> };
}

/**
 * The statement reading `query`'s rows together with whether the session is open (`sessionOpen`, the auth module's
 * `sessionIsOpen`): the query is a subquery left-joined to one row holding the check, so a closed session reads
 * nothing, an empty answer still comes back as one row, and the caller learns both in one round trip. The
 * query's selected names must be distinct and its SQL fields named (`.as()`), as in any Drizzle subquery.
 * `extra` adds columns of the outer row that may read the page (`"page".<name>`) and the session (`session.open`).
 * Not run: awaited by `readInSession`/`paginateInSession`, prepared once by `db/prepared-read.ts`.
 */
export function selectInSession<R>(
  db: Executor,
  page: SubqueryableQuery<R>,
  sessionOpen: SQL,
  extra: Record<string, SQL> = {},
) {
  const subquery = (page as unknown as { as(alias: string): Subquery }).as('page');
  const fields: Record<string, unknown> = {};
  for (const name of Object.keys(subquery._.selectedFields)) {
    fields[name] = (subquery as unknown as Record<string, unknown>)[name];
  }
  // One session row, joined to the ordered page by a condition on the session alone: a nested loop over that one
  // row, which keeps the page's order.
  return (
    db
      .select({ ...(fields as Record<string, SQL>), ...extra, sessionIsOpen$: sql<boolean>`session.open` })
      .from(sql`(select ${sessionOpen} as open) as session`)
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a subquery of the caller's select
      .leftJoin(subquery as any, sql`session.open`)
  );
}

/** `readInSession`'s answer from the rows of its statement (`selectInSession`): null when the session is closed. */
export function readInSessionRows<R>(rows: Array<Record<string, unknown>>): R[] | null {
  if (rows[0]?.sessionIsOpen$ !== true) return null;
  // With no row found, the left join still answers the session's row, every field of the query null.
  return rows
    .filter((row) => !Object.keys(row).every((key) => key === 'sessionIsOpen$' || row[key] === null))
    .map(({ sessionIsOpen$: _open, ...row }) => row as R);
}

/**
 * The rows of a read for a signed-in request whose session has not been checked yet (a route marked
 * `checksSessionInQuery`), in one statement with the check: null when the session is not open.
 */
export async function readInSession<R>(
  db: Executor,
  query: SubqueryableQuery<R>,
  sessionOpen: SQL,
): Promise<R[] | null> {
  return readInSessionRows<R>(
    (await selectInSession(db, query, sessionOpen)) as Array<Record<string, unknown>>,
  );
}

/**
 * `paginateInSession`'s statement (not run): the page `limit`/`offset` of `query` with the session check, and for
 * a page after the first (`pastEnd`) the count PostgreSQL runs only when that page came back empty.
 */
export function pageInSessionSql<R>(
  db: Executor,
  query: () => SubqueryableQuery<R>,
  limit: number | Placeholder,
  offset: number | Placeholder,
  pastEnd: boolean,
  sessionOpen: SQL,
) {
  const pastEndTotal = pastEnd
    ? sql<number | null>`case when session.open and "page"."total" is null
          then (select count(*) from (${query().getSQL()}) as everything) end`.mapWith(Number)
    : sql<null>`null`;
  return selectInSession(db, query().limit(limit).offset(offset), sessionOpen, {
    pastEndTotal$: pastEndTotal,
  });
}

/** `paginateInSession`'s answer from the rows of its statement (`pageInSessionSql`): null for a closed session. */
export async function pageInSessionRows<R extends { total: number }, T>(
  rows: Array<Record<string, unknown>>,
  request: PageRequest,
  toItems: (rows: Array<Omit<R, 'total'>>) => T[] | Promise<T[]>,
): Promise<Page<T> | null> {
  if (rows[0]?.sessionIsOpen$ !== true) return null;
  const found = rows.filter((row) => row.total !== null);
  const total = (found[0]?.total as number | undefined) ?? (rows[0]?.pastEndTotal$ as number | null) ?? 0;
  const items = found.map(({ total: _total, pastEndTotal$: _past, sessionIsOpen$: _open, ...row }) => row);
  return pageOf(await toItems(items as Array<Omit<R, 'total'>>), total, request);
}

/**
 * `paginate()` for a signed-in request whose session has not been checked yet (a route marked
 * `checksSessionInQuery`): ONE statement answers whether the session is open, the page's rows and the total.
 * Null when the session is not open (the route answers `sessionExpired()`). A page past the end learns its total
 * in the same statement: a count of the whole query that PostgreSQL runs only when the page came back empty.
 * The query's total must be named `total` (`totalCount` is, or a count of its own `.as('total')`). The reads asked
 * most often use its prepared form (`preparedPageInSession`, db/prepared-read.ts).
 */
export async function paginateInSession<R extends { total: number }, T = Omit<R, 'total'>>(
  db: Executor,
  query: () => SubqueryableQuery<R>,
  request: PageRequest,
  sessionOpen: SQL,
  toItems: (rows: Array<Omit<R, 'total'>>) => T[] | Promise<T[]> = (rows) => rows as unknown as T[],
): Promise<Page<T> | null> {
  const skipped = (request.page - 1) * request.size;
  const statement = pageInSessionSql(db, query, request.size, skipped, skipped > 0, sessionOpen);
  return pageInSessionRows((await statement) as Array<Record<string, unknown>>, request, toItems);
}

/**
 * A page whose rows PostgreSQL writes as JSON text (`json`, named), joined into the whole page by PostgreSQL too
 * (`string_agg` in the query's order), in ONE statement with the session check, the total (`total`, named, as for
 * `paginateInSession`) and `extra` values: the portal receives one string and sends it as it is
 * (docs/decisions/040). The answer is the JSON text of the spec's envelope `{ data, totalElements, totalPages,
 * page }`; null when the session is not open.
 */
export async function pageJsonInSession<E extends Record<string, unknown> = Record<string, never>>(
  db: Executor,
  query: () => SubqueryableQuery<{ json: string; total: number }>,
  request: PageRequest,
  sessionOpen: SQL,
  extra: { [K in keyof E]: SQL<E[K]> } = {} as { [K in keyof E]: SQL<E[K]> },
): Promise<{ text: string; extra: E } | null> {
  const skipped = (request.page - 1) * request.size;
  const rows = query().limit(request.size).offset(skipped).getSQL();
  const pastEndTotal =
    skipped > 0
      ? sql`(case when session.open and "page"."total" is null
          then (select count(*) from (${query().getSQL()}) as everything) end)`
      : sql`null`;
  // The rows are numbered in the order the ordered, limited subquery gives them, and joined in that order.
  const [row] = (await db
    .select({
      ...(extra as Record<string, SQL>),
      open: sql<boolean>`session.open`,
      data: sql<string | null>`"page"."data"`,
      total: sql<number | null>`coalesce("page"."total", ${pastEndTotal}, 0)`.mapWith(Number),
    })
    .from(
      sql`(select ${sessionOpen} as open) as session left join lateral (
        select string_agg(numbered.json, ',' order by numbered.n) as data, max(numbered.total) as total
        from (select r.json, r.total, row_number() over () as n from (${rows}) as r) as numbered
      ) as "page" on session.open`,
    )) as Array<Record<string, unknown>>;
  if (row?.open !== true) return null;
  const total = row.total as number;
  const text = `{"data":[${(row.data as string | null) ?? ''}],"totalElements":${total},"totalPages":${countPages(total, request.size)},"page":${request.page}}`;
  const values = Object.fromEntries(Object.keys(extra).map((name) => [name, row[name]])) as E;
  return { text, extra: values };
}

/** A page of a list that is already in memory (reference data from a provider): counted before it is sliced. */
export function paginateArray<T>(all: readonly T[], request: PageRequest): Page<T> {
  const start = (request.page - 1) * request.size;
  return pageOf(all.slice(start, start + request.size), all.length, request);
}

function pageOf<T>(data: T[], totalElements: number, request: PageRequest): Page<T> {
  return { data, totalElements, totalPages: countPages(totalElements, request.size), page: request.page };
}

/**
 * A page whose items are JSON text already (rows PostgreSQL rendered, the ledger's 100,000 at once) as the JSON
 * text of the envelope, so no row is parsed and serialised again.
 */
export function pageOfJsonText(page: Page<string>): string {
  return `{"data":[${page.data.join(',')}],"totalElements":${page.totalElements},"totalPages":${page.totalPages},"page":${page.page}}`;
}
