import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SANDBOX_INVOICE_OUTCOMES, sandboxCryptoInvoiceSchema } from '@cargo/domain';
import { errors } from '../../http.js';
import type { SandboxCryptoProvider } from './sandbox-crypto.js';

const invoiceId = z.string();

/**
 * The crypto sandbox's public API for its invoice page (/crypto-cloud): no token, the invoice's id is the link the
 * customer was given, as with the real processor's page.
 */
export async function sandboxCryptoRoutes(
  fastify: FastifyInstance,
  { sandbox }: { sandbox: SandboxCryptoProvider },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const s = { tags: ['sandbox'] };

  app.get(
    '/api/sandbox/crypto-invoices/:invoiceId',
    {
      schema: {
        ...s,
        summary: 'Песочница криптоплатежей: счёт для страницы оплаты',
        params: z.object({ invoiceId }),
        response: { 200: sandboxCryptoInvoiceSchema, ...errors(404) },
      },
    },
    async (request) => sandbox.viewInvoice(request.params.invoiceId),
  );

  app.post(
    '/api/sandbox/crypto-invoices/:invoiceId/:outcome',
    {
      schema: {
        ...s,
        summary: 'Песочница криптоплатежей: счёт оплачен, оплачен наполовину или истёк',
        params: z.object({ invoiceId, outcome: z.enum(SANDBOX_INVOICE_OUTCOMES) }),
        response: { 200: sandboxCryptoInvoiceSchema, ...errors(400, 404, 409) },
      },
    },
    async (request) => sandbox.settle(request.params.invoiceId, request.params.outcome),
  );
}
