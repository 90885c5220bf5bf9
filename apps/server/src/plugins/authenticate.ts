import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SQL } from 'drizzle-orm';
import { AUTH_MESSAGES, type StaffRole, type UserRole } from '@cargo/domain';
import type { AppContext } from '../context.js';
import { notFound, unauthorized } from '../errors.js';
import type { StaffActor } from '../modules/audit/index.js';
import { findOpenSession, sessionIsOpen } from '../modules/auth/index.js';
import { customersOnly, staffAccessRoute, staffForbidden } from './staff-access.js';

export interface CurrentUser {
  id: number;
  role: UserRole;
  sessionId: string;
  /** A staff member's roles, read with the session on every staff call (a change takes effect at once). */
  staffRoles: StaffRole[];
  email: string;
}

/** What a valid access token says; the session it names may have been ended since. */
export interface TokenSession {
  userId: number;
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
    /** Set instead of `currentUser` on a route that checks the session in its own query. */
    tokenSession: TokenSession | null;
  }
  interface FastifyContextConfig {
    /**
     * A read whose handler checks the session in the same statement as its data (`sessionInQuery`), so
     * `authenticate` only verifies the token and the read costs one round trip. Reads only: a write must never run
     * before its session is known to be open.
     */
    checksSessionInQuery?: boolean;
    /** A signed-in call staff may make too (their own profile, sign-out); every other customer call refuses staff. */
    staffToo?: boolean;
    /** Set at start-up from `STAFF_PERMISSIONS` for every `/api/staff/` route: the operation and its roles. */
    staffOperation?: { key: string; roles: readonly StaffRole[] };
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

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

/** The signed-in user of a route guarded by `authenticate`. */
export function currentUser(request: FastifyRequest): CurrentUser {
  if (request.tokenSession) {
    // A programming error, not the caller's: this route promised to check the session in its query.
    throw new Error(`${request.routeOptions.url} checks the session in its query: use sessionInQuery()`);
  }
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}

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

/** Who makes the staff call being served, for its audit row (decision 048). */
export function staffActor(request: FastifyRequest): StaffActor {
  const user = currentUser(request);
  const operation = request.routeOptions.config.staffOperation;
  if (user.role !== 'staff' || !operation) {
    throw new Error(`${request.routeOptions.url} is not a staff operation`);
  }
  return {
    id: user.id,
    email: user.email,
    roles: user.staffRoles,
    operation: operation.key,
    requestId: String(request.id),
    ip: request.ip,
  };
}
