import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { COMMON_MESSAGES } from '@cargo/domain';
import { AppError } from '../errors.js';

const VALIDATION_MESSAGE = COMMON_MESSAGES.checkFields;

/** Shapes every failure as `{ code, message, errors? }` with Russian text; a 500 is logged as a bug. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({
        code: error.code,
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        ...(error.shortfall ? { shortfall: error.shortfall } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        errors[field] ??= issue.message ?? VALIDATION_MESSAGE;
      }
      const first = Object.values(errors)[0];
      return reply
        .status(400)
        .send({ code: 'VALIDATION_ERROR', message: first ?? VALIDATION_MESSAGE, errors });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ code: 'TOO_MANY_REQUESTS', message: error.message });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send({ code: 'INVALID_JSON', message: COMMON_MESSAGES.badRequest });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ code: 'PAYLOAD_TOO_LARGE', message: COMMON_MESSAGES.payloadTooLarge });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply
        .status(415)
        .send({ code: 'UNSUPPORTED_MEDIA_TYPE', message: COMMON_MESSAGES.unsupportedMediaType });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send({ code: error.statusCode === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', message: VALIDATION_MESSAGE });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 'INTERNAL_ERROR', message: COMMON_MESSAGES.somethingWrong });
  });
}
