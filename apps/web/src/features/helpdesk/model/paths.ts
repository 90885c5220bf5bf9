import type { TicketObjectType } from '@cargo/domain';

/** The help desk's addresses (spec section 2). */
export const SUPPORT_PATH = '/customer-support';
export const chatPath = (ticketId: number) => `${SUPPORT_PATH}/chat/${ticketId}`;
export const staffTicketPath = (ticketId: number) => `/staff/helpdesk/${ticketId}`;

/** The new-request form, about one of the customer's objects when given. */
export function newMessagePath(about?: { objectType: TicketObjectType; objectId: number }): string {
  const base = `${SUPPORT_PATH}/new-message`;
  if (!about) return base;
  const query = new URLSearchParams({ objectType: about.objectType, objectId: String(about.objectId) });
  return `${base}?${query.toString()}`;
}
