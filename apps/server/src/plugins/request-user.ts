// Who the request's user is, as \`authenticate\` found it: what route files read. Apart from the plugin, so the auth
// module's own routes use them without importing the plugin, which calls auth's session reads (decision 058).
import type { FastifyRequest } from 'fastify';
import type { StaffRole, UserRole } from '@cargo/domain';
import { unauthorized } from '../errors.js';
import type { StaffActor } from '../modules/audit/index.js';

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
     * A read whose handler checks the session in the same statement as its data (the handler passes
     * `readScope(request, db)` to the one read API, db/read/reader.ts), so `authenticate` only verifies the token
     * and the read costs one round trip. Reads only: a write must never run before its session is known to be open.
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

/** The signed-in user of a route guarded by `authenticate`. */
export function currentUser(request: FastifyRequest): CurrentUser {
  if (request.tokenSession) {
    // A programming error, not the caller's: this route promised to check the session in its query.
    throw new Error(`${request.routeOptions.url} checks the session in its query: use signedInUserId()`);
  }
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}

/** The signed-in user's id, whether the route checks the session in its query or `authenticate` checked it. */
export function signedInUserId(request: FastifyRequest): number {
  return request.tokenSession?.userId ?? currentUser(request).id;
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
