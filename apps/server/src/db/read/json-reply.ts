import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Sends JSON that is already the answer — text PostgreSQL wrote (docs/decisions/040) or a stream of it (the whole
 * ledger, 042) — under the route's response schema: Fastify sends a string or pipes a stream with a JSON content
 * type as it is, without running the serialiser (the schema still describes it in the OpenAPI document). Typed as
 * the schema's output for the route's handler, which the text is.
 */
export function asJsonText<T = never>(reply: FastifyReply, body: string | Readable): T {
  void reply.type('application/json; charset=utf-8');
  return body as T;
}
