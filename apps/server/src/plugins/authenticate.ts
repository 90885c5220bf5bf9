import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_MESSAGES, type UserRole } from '@cargo/domain';
import type { AppContext } from '../context.js';
import type { Executor } from '../db/client.js';
import type { ReadScope } from '../db/read/reader.js';
import { notFound, unauthorized } from '../errors.js';
import { findOpenSession, openSessionCheck } from '../modules/auth/index.js';
import { customersOnly, staffAccessRoute, staffForbidden } from './staff-access.js';
import { bearerToken } from './request-user.js';

export {
  bearerToken,
  currentUser,
  signedInUserId,
  staffActor,
  type CurrentUser,
  type TokenSession,
} from './request-user.js';

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

/**
 * The one read API's scope for this request (db/read/reader.ts): on a route marked `checksSessionInQuery` the
 * session check rides in each read's statement (a closed session answers `sessionExpired()`); elsewhere
 * `authenticate` has checked it already. The route decides; the queries never see it.
 */
export function readScope<D extends Executor>(request: FastifyRequest, db: D): ReadScope<D> {
  const token = request.tokenSession;
  return {
    db,
    session: token ? openSessionCheck(token.sessionId, token.userId) : null,
    closed: sessionExpired,
  };
}
