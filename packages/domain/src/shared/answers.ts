import { z } from 'zod';
import { ERROR_CODES } from './errors.js';

/** Every error answer: a stable code from the closed set, a Russian message, and field messages for validation. */
export const errorResponseSchema = z
  .object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    errors: z.record(z.string(), z.string()).optional(),
    /** 402 only: how much more the account needs for what was asked (the top-up dialog offers exactly this). */
    shortfall: z.object({ amount: z.number(), currency: z.string() }).optional(),
  })
  .meta({ id: 'Error' });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** A list answer (spec section 9): one page of items with the totals. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    page: z.number().int(),
  });
}

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
