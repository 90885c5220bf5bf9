import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_MESSAGES,
  IDEMPOTENCY_WAIT_MS,
  idempotencyHeadersSchema,
} from '@cargo/domain';
import type { Database } from '../db/client.js';
import { idempotencyStore, type IdempotencyRequest } from '../db/idempotency-store.js';
import { conflict } from '../errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A customer's create: an `Idempotency-Key` header makes a repeat within the window answer the first
     * request's object (same status and body) instead of creating another.
     */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** Set while this request holds a fresh claim on its key. */
    idempotencyClaim: IdempotencyRequest | null;
  }
}

const POLL_MS = 50;
const HEADER = IDEMPOTENCY_KEY_HEADER.toLowerCase();

function fingerprintOf(request: FastifyRequest): string {
  const what = JSON.stringify([request.method, request.routeOptions.url, request.params, request.body]);
  return createHash('sha256').update(what).digest('hex');
}

/**
 * Honours `Idempotency-Key` on every route marked `config: { idempotent: true }` (the customer creates). The key
 * is claimed in the database before the handler runs (decision 008: any instance may get the repeat); a 2xx
 * answer is kept for the window, any other answer releases the key. A repeat meanwhile waits for the first
 * request, then answers what it answered.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance, opts: { db: Database }) => {
  const store = idempotencyStore(opts.db);
  app.decorateRequest('idempotencyClaim', null);

  // The hooks run on the idempotent routes only (the route's own hooks, ahead of any it declares): every other
  // request skips two async hooks.
  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    if (route.schema?.headers) throw new Error(`${route.url}: an idempotent route declares no headers`);
    route.schema = { ...route.schema, headers: idempotencyHeadersSchema };
    route.preHandler = [replayOrClaim, ...[route.preHandler ?? []].flat()];
    route.onSend = [completeOrRelease, ...[route.onSend ?? []].flat()];
  });

  async function replayOrClaim(request: FastifyRequest, reply: FastifyReply) {
    const key = request.headers[HEADER];
    // Keys are the signed-in customer's; a recipient filling in a link's form has none to repeat.
    const user = request.currentUser;
    if (typeof key !== 'string' || !user) return;
    const claim = { userId: user.id, key, fingerprint: fingerprintOf(request) };
    const deadline = Date.now() + IDEMPOTENCY_WAIT_MS;
    for (;;) {
      const outcome = await store.claimOrRead(claim);
      if (outcome.kind === 'claimed') {
        request.idempotencyClaim = claim;
        return;
      }
      if (outcome.kind === 'otherRequest') {
        throw conflict('IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_MESSAGES.keyReused);
      }
      if (outcome.kind === 'answered') {
        return reply
          .code(outcome.statusCode)
          .header('idempotent-replayed', 'true')
          .type(outcome.contentType)
          .send(outcome.body);
      }
      if (Date.now() > deadline) throw conflict('IDEMPOTENCY_IN_PROGRESS', IDEMPOTENCY_MESSAGES.inProgress);
      await sleep(POLL_MS);
    }
  }

  async function completeOrRelease(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      await store.complete(claim, { statusCode: reply.statusCode, contentType, body: payload });
    } else {
      await store.release(claim);
    }
    return payload;
  }
});
