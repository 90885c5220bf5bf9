import { errorResponseSchema, messageResponseSchema, pageQuery, pageSchema } from '@cargo/domain';

export const errorResponse = errorResponseSchema;
export const messageResponse = messageResponseSchema;
/** Query schema of a list: `page` and `offset` (the page size) with the list's default. */
export { pageQuery };
/** Response schema of a list. */
export const pageResponse = pageSchema;

/** The error answers a route can give, for its OpenAPI description. */
export function errors(...statuses: Array<400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 429 | 503>) {
  return Object.fromEntries(statuses.map((status) => [status, errorResponse]));
}

export const bearerAuth = [{ bearerAuth: [] }];

/** A request URL's path without its query, percent-decoded (as it was sent when it does not decode). */
export function decodedPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
