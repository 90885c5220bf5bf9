import { countPages, PAGE_SIZE_MAX } from '@cargo/domain';
import { z } from 'zod';

export const errorResponse = z
  .object({
    code: z.string(),
    message: z.string(),
    errors: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'Error' });

export const messageResponse = z.object({ message: z.string() });

/** The error answers a route can give, for its OpenAPI description. */
export function errors(...statuses: Array<400 | 401 | 402 | 404 | 409 | 413 | 415 | 429>) {
  return Object.fromEntries(statuses.map((status) => [status, errorResponse]));
}

/** `page` is 1-based; `offset` is the page size (the spec's word), capped at 100000. */
export function pageQuery(defaultSize: number) {
  return z.object({
    page: z.coerce.number().int().min(1).default(1),
    offset: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(defaultSize),
  });
}

export const pageResponse = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), totalElements: z.number(), totalPages: z.number(), page: z.number() });

export const bearerAuth = [{ bearerAuth: [] }];

/** A whole small list in the list shape (reference data that is not paged on the server). */
export function wholeList<T>(rows: T[]) {
  return { data: rows, totalElements: rows.length, totalPages: 0, page: 1 };
}

export function pageOf<T>(rows: T[], totalElements: number, page: number, size: number) {
  return { data: rows, totalElements, totalPages: countPages(totalElements, size), page };
}
