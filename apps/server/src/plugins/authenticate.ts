import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_MESSAGES, type UserRole } from '@cargo/domain';
import type { AppContext } from '../context.js';
import { notFound, unauthorized } from '../errors.js';
import { findOpenSession } from '../modules/auth/index.js';

export interface CurrentUser {
  id: number;
  role: UserRole;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: any signed-in user (runs before the body is read, so a stranger never learns what it accepts). */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook: signed-in staff only; everyone else gets 404 as if the route did not exist. */
    authenticateStaff: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    currentUser: CurrentUser | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** Checks the access token's signature and expiry, then that its session is still open (not signed out). */
export const authenticatePlugin = fp(async (app: FastifyInstance, opts: { ctx: AppContext }) => {
  app.decorateRequest('currentUser', null);

  async function authenticate(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request);
    if (!token) throw unauthorized(AUTH_MESSAGES.unauthorized);
    const claims = await opts.ctx.signer.verifyAccessToken(token);
    if (!claims) throw unauthorized(AUTH_MESSAGES.sessionExpired, 'TOKEN_EXPIRED');
    const session = await findOpenSession(opts.ctx.db, claims.sessionId, claims.userId);
    if (!session) throw unauthorized(AUTH_MESSAGES.sessionExpired, 'TOKEN_EXPIRED');
    request.currentUser = { id: claims.userId, role: session.role as UserRole, sessionId: claims.sessionId };
  }

  app.decorate('authenticate', authenticate);
  app.decorate('authenticateStaff', async (request: FastifyRequest) => {
    await authenticate(request);
    if (request.currentUser?.role !== 'staff') throw notFound();
  });
});

/** The signed-in user of a route guarded by `authenticate`. */
export function currentUser(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}
