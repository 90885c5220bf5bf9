import { countPages, errorResponseSchema, messageResponseSchema, pageQuery, pageSchema } from '@cargo/domain';

export const errorResponse = errorResponseSchema;
export const messageResponse = messageResponseSchema;
/** Query schema of a list: `page` and `offset` (the page size) with the list's default. */
export { pageQuery };
/** Response schema of a list. */
export const pageResponse = pageSchema;

/** The error answers a route can give, for its OpenAPI description. */
export function errors(...statuses: Array<400 | 401 | 402 | 404 | 409 | 413 | 415 | 429>) {
  return Object.fromEntries(statuses.map((status) => [status, errorResponse]));
}

export const bearerAuth = [{ bearerAuth: [] }];

/** @deprecated Lists go through `paginate()` (db/paginate.ts); removed once every list uses it. */
export function pageOf<T>(rows: T[], totalElements: number, page: number, size: number) {
  return { data: rows, totalElements, totalPages: countPages(totalElements, size), page };
}
/** @deprecated Use `paginateArray()` (db/paginate.ts). */
export function wholeList<T>(rows: T[]) {
  return { data: rows, totalElements: rows.length, totalPages: 0, page: 1 };
}
