import { AUTH_MESSAGES, COMMON_MESSAGES, type ErrorCode } from '@cargo/domain';

/** A failure a person should read: the status, a code from the domain's closed set and a Russian message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string>,
    /** 402 only: how much more the account needs (the answer's `shortfall`). */
    readonly shortfall?: { amount: number; currency: string },
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string = COMMON_MESSAGES.notFound) =>
  new AppError(404, 'NOT_FOUND', message);
export const unauthorized = (
  message: string = AUTH_MESSAGES.unauthorized,
  code: ErrorCode = 'UNAUTHORIZED',
) => new AppError(401, code, message);
export const conflict = (code: ErrorCode, message: string) => new AppError(409, code, message);
export const badRequest = (code: ErrorCode, message: string, errors?: Record<string, string>) =>
  new AppError(400, code, message, errors);
/** A field error: 400 VALIDATION_ERROR with the message on the field, as schema validation answers it. */
export const fieldError = (field: string, message: string) =>
  new AppError(400, 'VALIDATION_ERROR', message, { [field]: message });
