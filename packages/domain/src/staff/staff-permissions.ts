import type { StaffRole } from './staff-roles.js';

/** Every member of the team, whatever their roles (their own profile, the desk's shell). */
const EVERYONE = ['finance', 'warehouse', 'buyer', 'support'] as const satisfies readonly StaffRole[];
/** Read-only views support needs to answer a customer, beside the desk that works the object. */
const WAREHOUSE_VIEW = ['warehouse', 'support', 'finance'] as const satisfies readonly StaffRole[];

/**
 * Which roles may call each staff operation, keyed `METHOD /path` as the OpenAPI document spells it. The owner holds
 * every operation and is not repeated; an empty list means the owner alone. The server refuses to start with a staff
 * route missing here, answers 403 to a member without one of the roles, and the desk shows only what
 * `staffMay` allows (decision 048).
 */
export const STAFF_PERMISSIONS = {
  // the member's own access
  'GET /api/staff/me': EVERYONE,
  'PUT /api/staff/me/language': EVERYONE,
  // the team (owner)
  'GET /api/staff/team': [],
  'POST /api/staff/team/invitations': [],
  'PUT /api/staff/team/{id}/roles': [],
  'PUT /api/staff/team/{id}/deactivate': [],
  'PUT /api/staff/team/{id}/activate': [],
  // the audit trail (owner, finance) and each object's history
  'GET /api/staff/audit': ['finance'],
  'GET /api/staff/audit/export': ['finance'],
  'GET /api/staff/audit/actors': ['finance'],
  // the owner's reports (decision 065)
  'GET /api/staff/reports': ['finance'],
  // where the heavy reads go: the replica or the primary (decision 070)
  'GET /api/staff/read-replica': [],
  'GET /api/staff/history/{objectType}/{objectId}': EVERYONE,
  // recipients' customs data
  'GET /api/staff/recipients': ['support'],
  'GET /api/staff/recipients/counters': ['support'],
  'GET /api/staff/recipients/{id}': ['support'],
  'PUT /api/staff/recipients/{id}/confirm': ['support'],
  'PUT /api/staff/recipients/{id}/cancel': ['support'],
  // the passport and INN in clear (decision 064): support reviews them, the warehouse checks them against a parcel
  'POST /api/staff/recipients/{id}/reveal': ['support', 'warehouse'],
  // the warehouse: receiving, goods, parcels, flights, cargo
  'POST /api/staff/warehouse/receive': ['warehouse'],
  'GET /api/staff/warehouse/waifs': WAREHOUSE_VIEW,
  'GET /api/staff/goods': [...WAREHOUSE_VIEW, 'buyer'],
  'GET /api/staff/goods/counters': [...WAREHOUSE_VIEW, 'buyer'],
  'GET /api/staff/goods/{id}': [...WAREHOUSE_VIEW, 'buyer'],
  'POST /api/staff/goods/{id}/photo-report': ['warehouse'],
  'PUT /api/staff/goods/{id}/status': ['warehouse'],
  // labels (decision 063): printed where goods and parcels are handled
  'GET /api/staff/goods/labels': ['warehouse'],
  'GET /api/staff/parcels/labels': ['warehouse'],
  'GET /api/staff/parcels': WAREHOUSE_VIEW,
  'GET /api/staff/parcels/counters': WAREHOUSE_VIEW,
  'GET /api/staff/parcels/{id}': WAREHOUSE_VIEW,
  'PUT /api/staff/parcels/{id}/assemble': ['warehouse'],
  'PUT /api/staff/parcels/{id}/start-weighing': ['warehouse'],
  'PUT /api/staff/parcels/{id}/weigh': ['warehouse'],
  'PUT /api/staff/parcels/{id}/ship': ['warehouse'],
  'PUT /api/staff/parcels/move': ['warehouse'],
  'PUT /api/staff/parcels/{id}/cancel-with-refund': ['finance'],
  'POST /api/staff/parcels/{id}/insurance-claim': ['finance'],
  // flights and the customs registry (decision 062): the warehouse makes and ships them; the registry carries the
  // recipients' passport data, so only the warehouse and finance (and the owner) may export it
  'GET /api/staff/flights': WAREHOUSE_VIEW,
  'POST /api/staff/flights': ['warehouse'],
  'GET /api/staff/flights/{id}': WAREHOUSE_VIEW,
  'POST /api/staff/flights/{id}/parcels': ['warehouse'],
  'PUT /api/staff/flights/{id}/parcels/{parcelId}': ['warehouse'],
  'DELETE /api/staff/flights/{id}/parcels/{parcelId}': ['warehouse'],
  'GET /api/staff/flights/{id}/check': WAREHOUSE_VIEW,
  'PUT /api/staff/flights/{id}/ship': ['warehouse'],
  'PUT /api/staff/flights/{id}/move': ['warehouse'],
  'GET /api/staff/flights/{id}/registry': ['warehouse', 'finance'],
  'GET /api/staff/flights/{id}/packing-list': ['warehouse'],
  'PUT /api/staff/goods/{id}/tnved': ['warehouse'],
  'GET /api/staff/goods/{id}/tnved-suggestion': ['warehouse'],
  'GET /api/staff/cargo': WAREHOUSE_VIEW,
  'GET /api/staff/cargo/counters': WAREHOUSE_VIEW,
  'GET /api/staff/cargo/{id}': WAREHOUSE_VIEW,
  'PUT /api/staff/cargo/{id}/receive': ['warehouse'],
  'PUT /api/staff/cargo/{id}/weigh': ['warehouse'],
  'PUT /api/staff/cargo/{id}/ship': ['warehouse'],
  'PUT /api/staff/cargo/{id}/cancel': ['warehouse'],
  'PUT /api/staff/cargo/{id}/cancel-with-refund': ['finance'],
  // the buyer's desk
  'GET /api/staff/orders/lots': ['buyer', 'support', 'finance'],
  'GET /api/staff/orders/lots/{id}': ['buyer', 'support', 'finance'],
  'PUT /api/staff/orders/lots/{id}/take': ['buyer'],
  'PUT /api/staff/orders/lots/{id}/raise-price': ['buyer'],
  'PUT /api/staff/orders/lots/{id}/purchase': ['buyer'],
  'PUT /api/staff/orders/lots/{id}/transfer': ['buyer'],
  'PUT /api/staff/orders/lots/{id}/cancel': ['buyer'],
  // finance
  'GET /api/staff/customers': ['finance', 'support'],
  'GET /api/staff/customers/{customerId}': ['finance', 'support'],
  'GET /api/staff/customers/{customerId}/transactions': ['finance', 'support'],
  'POST /api/staff/customers/{customerId}/corrections': ['finance'],
  'GET /api/staff/currency-rates': ['finance'],
  'PUT /api/staff/currency-rates/{currency}': ['finance'],
  'GET /api/staff/currency-rates/{currency}/history': ['finance'],
  'PUT /api/staff/finance-settings/margin': ['finance'],
  'GET /api/staff/finance-settings/margin/history': ['finance'],
  'GET /api/staff/promo-codes': ['finance', 'support'],
  'POST /api/staff/promo-codes': ['finance'],
  'PUT /api/staff/promo-codes/{id}/deactivate': ['finance'],
  'GET /api/staff/top-ups': ['finance', 'support'],
  'GET /api/staff/top-ups/counters': ['finance', 'support'],
  'POST /api/staff/top-ups/{id}/refund': ['finance'],
  'POST /api/staff/top-ups/{id}/refund/recheck': ['finance'],
  // four-eyes on money (decision 049): another finance member (or the owner) decides
  'GET /api/staff/approvals': ['finance'],
  'POST /api/staff/approvals/{id}/approve': ['finance'],
  'POST /api/staff/approvals/{id}/reject': ['finance'],
  // the help desk and undelivered notifications
  'GET /api/staff/helpdesk/tickets': ['support'],
  'GET /api/staff/helpdesk/tickets/{id}': ['support'],
  'POST /api/staff/helpdesk/tickets/{id}/answers': ['support'],
  'POST /api/staff/helpdesk/tickets/{id}/status': ['support'],
  'GET /api/staff/notifications/dead-letters': ['support'],
  'POST /api/staff/notifications/dead-letters/{id}/retry': ['support'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffOperation = keyof typeof STAFF_PERMISSIONS;

/** The roles allowed an operation besides the owner, or undefined for a path that is no staff operation. */
export function rolesAllowed(operation: string): readonly StaffRole[] | undefined {
  return (STAFF_PERMISSIONS as Record<string, readonly StaffRole[]>)[operation];
}

/** Whether a member holding `roles` may call `operation`. */
export function staffMay(roles: readonly StaffRole[], operation: StaffOperation): boolean {
  if (roles.includes('owner')) return true;
  const allowed: readonly StaffRole[] = STAFF_PERMISSIONS[operation];
  return roles.some((role) => allowed.includes(role));
}

/** `METHOD /path` of a route as the table keys it: Fastify's `:param` written as OpenAPI's `{param}`. */
export function staffOperationKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
}
