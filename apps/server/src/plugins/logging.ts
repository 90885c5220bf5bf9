import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';

/** Query values that are secrets (reset and login tokens) are masked before a URL reaches the log. */
export function maskSecretsInUrl(url: string): string {
  return url.replace(/([?&](?:token|receiverToken|refreshToken|password)=)[^&#]*/gi, '$1***');
}

export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions {
  return {
    logger: {
      level,
      ...(stream ? { stream } : {}),
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
