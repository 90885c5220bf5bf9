import type { FastifyInstance } from 'fastify';
import { COMMON_MESSAGES } from '@cargo/domain';
import type { AppConfig } from '../config.js';
import type { AppContext } from '../context.js';
import { isSandboxCryptoProvider } from './crypto/create-crypto-provider.js';
import { sandboxCryptoRoutes } from './crypto/sandbox-crypto-routes.js';
import { isSandboxCardProvider } from './payments/create-payment-provider.js';
import { sandboxCardRoutes } from './payments/sandbox-card-routes.js';
import { decodedPath } from '../http.js';

/**
 * What belongs to the sandboxes alone: their API (/api/sandbox/...) and the web pages that stand for the providers'
 * own pages (/reference-pay/card, /crypto-cloud). Outside a trial start none of it answers anything but 404.
 */
export const SANDBOX_PATHS = /sandbox|reference-pay|crypto-cloud/i;

/**
 * The sandboxes' public API, in a trial start only (docs/decisions/017). A production start has refused the
 * sandboxes already (config-production.ts); a production config that still reaches here with one is a bug, and the
 * app refuses to be built rather than serve it.
 */
export async function registerSandboxRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const cardSandbox = isSandboxCardProvider(ctx.payments) ? ctx.payments : null;
  const cryptoSandbox = isSandboxCryptoProvider(ctx.crypto) ? ctx.crypto : null;
  if (ctx.config.mode === 'production') {
    if (cardSandbox || cryptoSandbox) {
      throw new Error(
        'NODE_ENV=production: тестовая касса (sandbox) в рабочем режиме запрещена / the sandbox payment providers ' +
          'are refused in production',
      );
    }
    return;
  }
  if (cardSandbox) await app.register(sandboxCardRoutes, { sandbox: cardSandbox });
  if (cryptoSandbox) await app.register(sandboxCryptoRoutes, { sandbox: cryptoSandbox });
}

/** The paths the web app must not answer with its pages: the sandbox pages, outside a trial start. */
export function hiddenSandboxPaths(config: Pick<AppConfig, 'mode'>): RegExp | null {
  return config.mode === 'production' ? SANDBOX_PATHS : null;
}

/**
 * Outside a trial start every request whose path names a sandbox answers 404 before routing, whatever route it
 * would match: the notification routes take the provider as a parameter (`/api/payments/notifications/:provider`),
 * so `…/sandbox` would otherwise reach them and answer 400. Added before any route so it covers all of them.
 */
export function refuseSandboxPaths(app: FastifyInstance, config: Pick<AppConfig, 'mode'>): void {
  const hidden = hiddenSandboxPaths(config);
  if (!hidden) return;
  app.addHook('onRequest', async (request, reply) => {
    if (hidden.test(decodedPath(request.url))) {
      return reply.status(404).send({ code: 'NOT_FOUND', message: COMMON_MESSAGES.notFound });
    }
  });
}
