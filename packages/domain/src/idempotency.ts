import { z } from 'zod';

/**
 * Creates (a good, a parcel, a cargo, a recipient, a top-up…) may carry this header. The same key from the same
 * customer within `IDEMPOTENCY_WINDOW_MINUTES` answers the object the first request created — same status, same
 * body — instead of creating a second one (a double click, a retry after a lost answer, a second tab).
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_WINDOW_MINUTES = 10;
/** How long a repeat waits for the first request with its key to finish before it is told to try again. */
export const IDEMPOTENCY_WAIT_MS = 10_000;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'Ключ повтора запроса: от 8 до 100 латинских букв, цифр, «-» или «_»',
  keyReused: 'Этот ключ повтора уже использован для другого запроса',
  inProgress: 'Запрос с этим ключом ещё выполняется, повторите через несколько секунд',
} as const;

/** The header's value: a UUID in the web, any 8–100 characters of `[A-Za-z0-9_-]` from other clients. */
export const idempotencyKeySchema = z
  .string({ error: IDEMPOTENCY_MESSAGES.invalidKey })
  .regex(/^[A-Za-z0-9_-]{8,100}$/, IDEMPOTENCY_MESSAGES.invalidKey);

/** The headers schema every create route declares (Fastify lower-cases header names). */
export const idempotencyHeadersSchema = z.object({
  'idempotency-key': idempotencyKeySchema.optional(),
});
