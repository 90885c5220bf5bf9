import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SQL } from 'drizzle-orm';
import { AUTH_MESSAGES, type UserRole } from '@cargo/domain';
import type { AppContext } from '../context.js';
import { notFound, unauthorized } from '../errors.js';
import { findOpenSession, sessionIsOpen } from '../modules/auth/index.js';
import { customersOnly, staffAccessRoute, staffForbidden } from './staff-access.js';
import { bearerToken, type TokenSession } from './request-user.js';

export { bearerToken, currentUser, staffActor, type CurrentUser, type TokenSession } from './request-user.js';

/** The answer to a token whose session was signed out, replaced or has expired. */
export const sessionExpired = () => unauthorized(AUTH_MESSAGES.sessionExpired, 'TOKEN_EXPIRED');

/**
 * Checks the access token's signature and expiry, then that its session is still open (not signed out): by a
 * query of its own, or, on a GET route marked `checksSessionInQuery`, inside the handler's own statement.
 */
export const authenticatePlugin = fp(async (app: FastifyInstance, opts: { ctx: AppContext }) => {
  app.decorateRequest('currentUser', null);
  app.decorateRequest('tokenSession', null);
  app.addHook('onRoute', staffAccessRoute);
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (
      route.config?.checksSessionInQuery &&
      methods.some((method) => method !== 'GET' && method !== 'HEAD')
    ) {
      throw new Error(`${route.url}: only a read may check the session in its own query`);
    }
  });

  async function authenticate(request: FastifyRequest, staffOnly = false): Promise<void> {
    const token = bearerToken(request);
    if (!token) throw unauthorized(AUTH_MESSAGES.unauthorized);
    const claims = opts.ctx.signer.verifyAccessToken(token);
    if (!claims) throw sessionExpired();
    const config = request.routeOptions.config;
    if (!staffOnly && config.checksSessionInQuery) {
      if (claims.role === 'staff' && !config.staffToo) throw customersOnly();
      request.tokenSession = { userId: claims.userId, sessionId: claims.sessionId };
      return;
    }
    const session = await findOpenSession(opts.ctx.db, claims.sessionId, claims.userId);
    if (!session) throw sessionExpired();
    request.currentUser = {
      id: claims.userId,
      role: session.role as UserRole,
      sessionId: claims.sessionId,
      staffRoles: session.staffRoles,
      email: session.email,
    };
    if (!staffOnly && session.role === 'staff' && !config.staffToo) throw customersOnly();
  }

  app.decorate('authenticate', (request: FastifyRequest) => authenticate(request));
  app.decorate('authenticateStaff', async (request: FastifyRequest) => {
    await authenticate(request, true);
    const user = request.currentUser;
    // A customer learns nothing of the desk: its calls do not exist for them.
    if (user?.role !== 'staff') throw notFound();
    const operation = request.routeOptions.config.staffOperation;
    if (!operation) throw new Error(`${request.routeOptions.url} has no staff operation`);
    if (!user.staffRoles.includes('owner') && !user.staffRoles.some((r) => operation.roles.includes(r))) {
      throw staffForbidden();
    }
  });
});

/** The token's session on a route that checks it in its own statement, with the check to put in that statement. */
export interface SessionInQuery extends TokenSession {
  /** "The session is still open": the auth module's `sessionIsOpen` for this token (`paginateInSession` takes it). */
  isOpen: SQL;
}

/**
 * The token's user and session on a route marked `checksSessionInQuery`: the handler must put `isOpen` (the auth
 * module's `sessionIsOpen(sessionId, userId)`) in its statement, e.g. through `paginateInSession`/`readInSession`,
 * and answer `sessionExpired()` when that statement finds the session closed (`openOrExpired`).
 */
export function sessionInQuery(request: FastifyRequest): SessionInQuery {
  if (!request.tokenSession)
    throw new Error(`${request.routeOptions.url} is not marked checksSessionInQuery`);
  const { userId, sessionId } = request.tokenSession;
  return { userId, sessionId, isOpen: sessionIsOpen(sessionId, userId) };
}

/** What a read in session answered, or 401 `sessionExpired()` when it found the session closed (null). */
export function openOrExpired<T>(answer: T | null): T {
  if (answer === null) throw sessionExpired();
  return answer;
}
