import type { z } from 'zod';

/**
 * The first Russian message a domain field schema gives for a value, or null when the value passes: a one-field
 * dialog checks its text with the same field the server's request schema uses, so both refuse alike.
 */
export function fieldError(field: z.ZodType, value: unknown): string | null {
  const result = field.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
