import type { TicketObjectType } from '@cargo/domain';

/**
 * Addresses of the staff desks' object pages (decision 050). They live here, not in the owners' indexes, so that
 * one desk's page links to another's (a parcel to its goods and its customer, a ticket to what it is about) without
 * two features depending on each other.
 */
export const staffPaths = {
  parcel: (id: number) => `/staff/parcels/${id}`,
  good: (id: number) => `/staff/goods/${id}`,
  cargo: (id: number) => `/staff/cargo/${id}`,
  lot: (id: number) => `/staff/orders/lots/${id}`,
  recipient: (id: number) => `/staff/recipients/${id}`,
  customer: (id: number) => `/staff/customers/${id}`,
  ticket: (id: number) => `/staff/helpdesk/${id}`,
  /** A desk list with its search box filled in («/staff/goods?q=K0003»). */
  search: (desk: string, q: string) => `${desk}?q=${encodeURIComponent(q)}`,
};

/**
 * The desk page of what a ticket is about. An order has no page of its own: the buyer's desk finds its lots by the
 * order's number; a top-up is a row of the finance desk's top-ups, found by its number.
 */
export function staffObjectPath(type: TicketObjectType, id: number): string {
  switch (type) {
    case 'parcel':
      return staffPaths.parcel(id);
    case 'good':
      return staffPaths.good(id);
    case 'cargo':
      return staffPaths.cargo(id);
    case 'order':
      return staffPaths.search('/staff/orders', `Z${id}`);
    case 'topUp':
      return staffPaths.search('/staff/finance/top-ups', String(id));
  }
}
