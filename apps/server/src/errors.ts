/** A failure a person should read: the status, a stable code and a Russian message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Не найдено') => new AppError(404, 'NOT_FOUND', message);
export const unauthorized = (message = 'Требуется вход в личный кабинет', code = 'UNAUTHORIZED') =>
  new AppError(401, code, message);
export const conflict = (code: string, message: string) => new AppError(409, code, message);
export const badRequest = (code: string, message: string, errors?: Record<string, string>) =>
  new AppError(400, code, message, errors);
