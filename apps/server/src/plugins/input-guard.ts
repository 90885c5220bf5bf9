import type { FastifyInstance } from 'fastify';
import { COMMON_MESSAGES } from '@cargo/domain';
import { badRequest } from '../errors.js';

/** True when some string in the value (or a key) holds U+0000; walked without recursion, bodies can nest deeply. */
export function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const node = pending.pop();
    if (typeof node === 'string') {
      if (node.includes('\u0000')) return true;
    } else if (node && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL text cannot hold U+0000: a NUL character in any body, query or path value would otherwise reach the
 * database and fail there with a 500. No form can type one, so the request is refused as malformed.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      throw badRequest('BAD_REQUEST', COMMON_MESSAGES.badRequest);
    }
  });
}
