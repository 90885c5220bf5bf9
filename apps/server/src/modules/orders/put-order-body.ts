import { COMMON_MESSAGES, orderEditSchema, orderUnitsStatusSchema } from '@cargo/domain';
import type { z } from 'zod';
import { AppError } from '../../errors.js';

export type OrderPut =
  | { kind: 'statuses'; body: z.output<typeof orderUnitsStatusSchema> }
  | { kind: 'edit'; body: z.output<typeof orderEditSchema> };

/** A status update carries only lots' ids and statuses; any other lot field makes the body the order's data. */
function looksLikeStatusUpdate(body: unknown): boolean {
  if (!body || typeof body !== 'object' || !('orderUnits' in body)) return false;
  const units = (body as { orderUnits: unknown }).orderUnits;
  return (
    Array.isArray(units) &&
    units.every(
      (unit) =>
        unit !== null &&
        typeof unit === 'object' &&
        'statusId' in unit &&
        Object.keys(unit).every((key) => key === 'id' || key === 'statusId'),
    )
  );
}

/**
 * `PUT /api/order/{id}` takes either body of `orderPutSchema`. A union's refusal names no field, so the body is
 * read again by the schema its shape asks for, and that schema's field errors are answered as a route's validation
 * does. `validated`: the route's validation passed and `body` is already the union's output.
 */
export function readOrderPut(body: unknown, validated: boolean): OrderPut {
  if (validated) {
    return looksLikeStatusUpdate(body)
      ? { kind: 'statuses', body: body as z.output<typeof orderUnitsStatusSchema> }
      : { kind: 'edit', body: body as z.output<typeof orderEditSchema> };
  }
  if (looksLikeStatusUpdate(body)) {
    const parsed = orderUnitsStatusSchema.safeParse(body);
    if (parsed.success) return { kind: 'statuses', body: parsed.data };
    throw validationError(parsed.error);
  }
  const parsed = orderEditSchema.safeParse(body);
  if (parsed.success) return { kind: 'edit', body: parsed.data };
  throw validationError(parsed.error);
}

function validationError(error: z.ZodError): AppError {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  const first = Object.values(errors)[0] ?? COMMON_MESSAGES.checkFields;
  return new AppError(400, 'VALIDATION_ERROR', first, errors);
}
