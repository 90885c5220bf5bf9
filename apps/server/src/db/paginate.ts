import { sql } from 'drizzle-orm';
import type { Page } from '@cargo/domain';
import type { Executor } from './client.js';
import { type PageRequest, pageOf, plainScope, type ReadQuery, readPage } from './read/reader.js';

export type { PageRequest } from './read/reader.js';

/**
 * Add as `total` to a list query's select: the number of rows the WHERE matched, counted in the same query. Named
 * (`as total`) so that the one read API (`read/reader.ts`) can read it from the page as a subquery.
 */
export const totalCount = sql<number>`cast(count(*) over () as integer)`.mapWith(Number).as('total');

/**
 * A page of a list read where the session was checked already and nothing needs preparing (the desks, jobs): the
 * one read API's `readPage` with no session of its own (`plainScope`), in ONE statement holding the page and its
 * total (`count(*) over ()`; a page past the end counts in the same statement). `query` builds the ordered list
 * query with `total: totalCount` in its select (`$dynamic()`); `toItems` shapes the rows.
 */
export function paginate<R extends { total: number }, T = Omit<R, 'total'>>(
  db: Executor,
  query: () => ReadQuery<R>,
  request: PageRequest,
  toItems?: (rows: Array<Omit<R, 'total'>>) => T[] | Promise<T[]>,
): Promise<Page<T>> {
  return readPage<R, T>(plainScope(db), query, request, { toItems });
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
