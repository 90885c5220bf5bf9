import type { RouteOptions } from 'fastify';
import { rolesAllowed, STAFF_ACCESS_MESSAGES, staffOperationKey } from '@cargo/domain';
import { AppError } from '../errors.js';
import { errorResponse } from '../http.js';

export const staffForbidden = () => new AppError(403, 'FORBIDDEN', STAFF_ACCESS_MESSAGES.forbidden);
export const customersOnly = () => new AppError(403, 'CUSTOMERS_ONLY', STAFF_ACCESS_MESSAGES.customersOnly);

/**
 * At start-up, every `/api/staff/` route takes its roles from the domain's permission table: a staff route missing
 * there stops the server, so no desk call can be added without deciding who may make it. Every signed-in route
 * documents its 403 (a member without the role; staff on a customer's call).
 */
export function staffAccessRoute(route: RouteOptions): void {
  const methods = [route.method].flat().filter((method) => method !== 'HEAD');
  const secured = Boolean(route.schema && 'security' in route.schema && route.schema.security);
  if (secured && route.schema?.response && typeof route.schema.response === 'object') {
    const responses = route.schema.response as Record<string, unknown>;
    responses[403] ??= errorResponse;
  }
  if (!route.url.startsWith('/api/staff/')) return;
  for (const method of methods) {
    const key = staffOperationKey(method, route.url);
    const roles = rolesAllowed(key);
    if (!roles)
      throw new Error(`${key}: a staff route without its roles in STAFF_PERMISSIONS (packages/domain)`);
    route.config = { ...route.config, staffOperation: { key, roles } };
  }
}
