import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';

/** Query values that are secrets (reset and login tokens) are masked before a URL reaches the log. */
export function maskSecretsInUrl(url: string): string {
  return url.replace(/([?&](?:token|receiverToken|refreshToken|password)=)[^&#]*/gi, '$1***');
}

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
            url: maskSecretsInUrl(request.url),
            ip: request.ip,
          };
        },
      },
    },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  };
}
