import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  sandboxActionAnswerSchema,
  sandboxCardPaymentSchema,
  sandboxCardSchema,
  sandboxConfirmationSchema,
} from '@cargo/domain';
import { errors } from '../../http.js';
import type { SandboxCardProvider } from './sandbox-card.js';

/**
 * The card sandbox's public API for its payment page (/reference-pay/card). No token: like an acquirer's page, it is
 * reached by the payment's unguessable id, which only the customer who created the top-up was given.
 */
export async function sandboxCardRoutes(
  fastify: FastifyInstance,
  { sandbox }: { sandbox: SandboxCardProvider },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const s = { tags: ['sandbox'] };
  app.get(
    '/api/sandbox/card-payments/:paymentId',
    {
      schema: {
        ...s,
        summary: 'Песочница эквайринга: платёж для страницы оплаты картой',
        params: z.object({ paymentId: z.string() }),
        response: { 200: sandboxCardPaymentSchema, ...errors(404) },
      },
    },
    async (request) => sandbox.viewPayment(request.params.paymentId),
  );

  app.post(
    '/api/sandbox/card-payments/:paymentId/pay',
    {
      schema: {
        ...s,
        summary:
          'Песочница эквайринга: оплатить картой (тестовые карты: успех, отказ банка, код подтверждения)',
        params: z.object({ paymentId: z.string() }),
        body: sandboxCardSchema,
        response: { 200: sandboxActionAnswerSchema, ...errors(400, 404, 409) },
      },
    },
    async (request) => sandbox.pay(request.params.paymentId, request.body),
  );

  app.post(
    '/api/sandbox/card-payments/:paymentId/confirm',
    {
      schema: {
        ...s,
        summary: 'Песочница эквайринга: код подтверждения (три неверных кода отменяют платёж)',
        params: z.object({ paymentId: z.string() }),
        body: sandboxConfirmationSchema,
        response: { 200: sandboxActionAnswerSchema, ...errors(400, 404, 409) },
      },
    },
    async (request) => sandbox.confirm(request.params.paymentId, request.body.code),
  );

  app.post(
    '/api/sandbox/card-payments/:paymentId/cancel',
    {
      schema: {
        ...s,
        summary: 'Песочница эквайринга: клиент закрыл страницу оплаты',
        params: z.object({ paymentId: z.string() }),
        response: { 200: sandboxActionAnswerSchema, ...errors(404, 409) },
      },
    },
    async (request) => sandbox.cancelPayment(request.params.paymentId),
  );
}
