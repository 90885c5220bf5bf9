import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import { maskSecrets } from '../mask-secrets.js';

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
