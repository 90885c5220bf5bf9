import { sql } from 'drizzle-orm';
import { countPages, type Page } from '@cargo/domain';

export interface PageRequest {
  /** 1-based. */
  page: number;
  /** Rows per page (the spec's `offset`). */
  size: number;
}

/** Add as `total` to a list query's select: the number of rows the WHERE matched, counted in the same query. */
export const totalCount = sql<number>`cast(count(*) over () as integer)`.mapWith(Number);

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
