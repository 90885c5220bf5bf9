import { GOOD_SECTIONS, type GoodSection } from '../goods/good-statuses.js';

/**
 * Where each of the customer's objects opens in the cabinet (apps/web routes), for every link that points at one:
 * the bell's events and their e-mails, a ticket's «about» link (decision 054). A link leads to the object itself —
 * its page, or the list it is in now with it opened — never to a list's default tab.
 */
export type CustomerObjectType =
  'good' | 'parcel' | 'cargo' | 'recipient' | 'address' | 'order' | 'lot' | 'ticket' | 'topUp';

/** The query key that opens one good on the goods page, in the tab its status belongs to now. */
export const GOOD_FOCUS_PARAM = 'good';
/** The query key that opens one top-up in the finance page's list, and one cargo in the cargo list. */
export const TOP_UP_FOCUS_PARAM = 'topUp';
export const CARGO_FOCUS_PARAM = 'id';

/** The tabs a good's status may put it in, in the order a status is looked up (the first holding it wins). */
const SECTION_ORDER: ReadonlyArray<Exclude<GoodSection, 'virtual' | 'waif'>> = [
  'waiting',
  'onstore',
  'problem',
  'sent',
  'archive',
  'returned_goods',
];

/** The goods list's tab a good of this status is shown in («Проблемные» for a status no tab lists). */
export function goodSectionOf(statusId: number): GoodSection {
  return (
    SECTION_ORDER.find((section) => (GOOD_SECTIONS[section] as readonly number[]).includes(statusId)) ??
    'problem'
  );
}

/**
 * The cabinet path of an object. A lot opens its order's lots (`orderId`); an order by its own id; a good through the
 * goods page, which finds the tab its status is in now.
 */
export function customerObjectPath(
  type: CustomerObjectType,
  id: number,
  more: { orderId?: number } = {},
): string {
  switch (type) {
    case 'good':
      return `/products?${GOOD_FOCUS_PARAM}=${id}`;
    case 'parcel':
      return `/parcels/${id}`;
    case 'cargo':
      return `/cargo?${CARGO_FOCUS_PARAM}=${id}`;
    case 'recipient':
      return `/recipients/edit/${id}`;
    case 'address':
      return `/recipientsAndAddress/address`;
    case 'order':
      return `/orders/lots/${id}`;
    case 'lot':
      return more.orderId ? `/orders/lots/${more.orderId}` : '/orders';
    case 'ticket':
      return `/customer-support/chat/${id}`;
    case 'topUp':
      return `/finance?${TOP_UP_FOCUS_PARAM}=${id}`;
  }
}
