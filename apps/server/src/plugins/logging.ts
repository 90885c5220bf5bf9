import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import { maskSecrets } from '../mask-secrets.js';
import pino from 'pino';

/**
 * Standard output, written synchronously. Pino's default destination writes asynchronously and, when the process
 * exits, flushes what is left in a loop that retries every failed write: with the reader gone (`| head -1`, a
 * closed pipe) each retry fails with EPIPE and the exit never ends, so SIGTERM (twice) did nothing. A synchronous
 * destination has nothing left to flush at exit, and after the first EPIPE it stops writing (decision 047).
 */
function standardOutput() {
  return pino.destination({ dest: 1, sync: true });
}

export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions {
  return {
    logger: {
      level,
      stream: stream ?? standardOutput(),
      // Bodies are never logged; headers that carry credentials are cut in case something logs them.
      redact: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie'],
      serializers: {
        req(request: { id: string; method: string; url: string; ip?: string }) {
          return {
            id: request.id,
            method: request.method,
            url: maskSecrets(request.url),
            ip: request.ip,
          };
        },
      },
    },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  };
}
