import { sql } from 'drizzle-orm';
import type { Page } from '@cargo/domain';
import { type PageRequest, pageOf } from './read/reader.js';

export type { PageRequest } from './read/reader.js';

/**
 * Add as `total` to a list query's select: the number of rows the WHERE matched, counted in the same query. Named
 * (`as total`) so that the one read API (`read/reader.ts`) can read it from the page as a subquery.
 */
export const totalCount = sql<number>`cast(count(*) over () as integer)`.mapWith(Number).as('total');

/** A list query that can be limited and offset (a Drizzle select, `$dynamic()` where it is built in steps). */
interface LimitableQuery<R> {
  limit(limit: number): { offset(offset: number): PromiseLike<R[]> };
}

/**
 * A page of a list read where the session was checked already and nothing needs preparing (the desks, jobs, the
 * reads not moved onto `readPage` yet): one query answers both the page and the total (`count(*) over ()`), in the
 * spec's envelope. `query` builds the ordered list query with `total: totalCount` in its select; it is called again
 * only when a page past the end came back empty, to learn the total. `toItems` shapes the rows.
 */
export async function paginate<R extends { total: number }, T = Omit<R, 'total'>>(
  query: () => LimitableQuery<R>,
  request: PageRequest,
  toItems?: (rows: Array<Omit<R, 'total'>>) => T[] | Promise<T[]>,
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
  const data = toItems ? await toItems(items) : (items as T[]);
  return pageOf(data, total, request);
}

/** A page of a list that is already in memory (reference data from a provider): counted before it is sliced. */
export function paginateArray<T>(all: readonly T[], request: PageRequest): Page<T> {
  const start = (request.page - 1) * request.size;
  return pageOf(all.slice(start, start + request.size), all.length, request);
}

/**
 * A page whose items are JSON text already (rows PostgreSQL rendered, the ledger's 100,000 at once) as the JSON
 * text of the envelope, so no row is parsed and serialised again.
 */
export function pageOfJsonText(page: Page<string>): string {
  return `{"data":[${page.data.join(',')}],"totalElements":${page.totalElements},"totalPages":${page.totalPages},"page":${page.page}}`;
}
