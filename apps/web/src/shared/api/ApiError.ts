import type { errorResponseSchema } from '@cargo/domain';
import type { z } from 'zod';

/**
 * The server's error body `{ code, message, errors }` (`errors` only for validation failures), as the domain
 * defines it; any part may be missing when something between the browser and the server answered instead.
 */
export type ApiErrorBody = Partial<z.infer<typeof errorResponseSchema>>;

/** Every failed call of the API client rejects with this error. `status` is 0 when the server was not reached. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: Record<string, string> | undefined;
  /** 402 only: how much more the account needs for what was asked. */
  readonly shortfall: ApiErrorBody['shortfall'];

  constructor(
    status: number,
    code: string,
    message: string,
    errors?: Record<string, string>,
    shortfall?: ApiErrorBody['shortfall'],
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
    this.shortfall = shortfall;
  }

  static fromBody(status: number, body: unknown): ApiError {
    const data = isErrorBody(body) ? body : {};
    const errors = data.errors && Object.keys(data.errors).length > 0 ? data.errors : undefined;
    return new ApiError(status, data.code ?? `HTTP_${status}`, data.message ?? '', errors, data.shortfall);
  }

  /** True when the server answered with field errors. */
  get hasFieldErrors(): boolean {
    return this.errors !== undefined;
  }
}

function isErrorBody(body: unknown): body is ApiErrorBody {
  return typeof body === 'object' && body !== null;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The text to show a person for a failed call: the server's own Russian message for a client error,
 * otherwise the caller's fallback (a 5xx or a network failure carries no message worth showing).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return fallback;
}
