import { z } from 'zod';

// The header and its time limits live apart from the schemas (idempotency-header.ts): the web's API client, on its
// first screen, needs the header's name and no zod.

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
