/**
 * How many SQL statements each authenticated read (GET) of the API may send per request, checked by
 * statement-budget.test.ts against every such call of the OpenAPI document (issue 21: a read of one page of a few
 * rows answers with ONE statement, the session check folded into it — the route's `checksSessionInQuery` with
 * the one read API, db/read/reader.ts). A read costing more says why in one line; a new read must add its entry.
 */
import type { StatementBudget } from './budget-type.js';
import { STAFF_OFFICE_BUDGETS } from './statement-budgets-staff.js';

export const STATEMENT_BUDGETS: Record<string, StatementBudget> = {
  ...STAFF_OFFICE_BUDGETS,
  'GET /api/client/my-info': 1,
  'GET /api/client/my-referrals': 1,
  'GET /api/client/my-referral/transactions/amount': [
    5,
    'session checked by a statement of its own, then one ledger sum per currency (4)',
  ],
  'GET /api/dashboard': 1,
  'GET /api/client/my-transactions': 1,
  'GET /api/client/my-discount': [
    2,
    'session checked by a statement of its own, then 1 read of its data (not folded yet)',
  ],
  'GET /api/staff/customers': [
    4,
    'staff session checked by a statement of its own, then 3 reads of its data: customers, balances, open debts',
  ],
  'GET /api/staff/customers/{customerId}': [
    4,
    'staff session checked by a statement of its own, then 3 reads of its data: card, balances, open debts',
  ],
  'GET /api/staff/customers/{customerId}/transactions': [
    4,
    'staff session checked by a statement of its own, then 3 reads of its data (not folded yet)',
  ],
  'GET /api/staff/currency-rates': [
    3,
    'staff session checked by a statement of its own, then 2 reads of its data (not folded yet)',
  ],
  'GET /api/staff/promo-codes': [
    2,
    'staff session checked by a statement of its own, then 1 read of its data (not folded yet)',
  ],
  'GET /api/client/my-top-ups': 1,
  'GET /api/client/top-ups/{id}': [
    4,
    'session checked by a statement of its own, then 3 reads of its data (not folded yet)',
  ],
  'GET /api/client/payment-providers': 1,
  'GET /api/staff/top-ups': [
    4,
    'staff session checked by a statement of its own, then 3 reads of its data (not folded yet)',
  ],
  'GET /api/staff/top-ups/counters': [
    2,
    'staff session checked by a statement of its own, then the counts by status in one grouped statement',
  ],
  'GET /api/cdek/location/cities': 1,
  'GET /api/cdek/deliverypoints': 1,
  'GET /api/pvz/data': 1,
  'GET /api/dadata/postalUnit': 1,
  'GET /api/client-address/suggestion': 1,
  'GET /api/client-address/ukr/suggestion': 1,
  'GET /api/recipient-client-data/idoc-org/suggestion': 1,
  'GET /api/recipient-client-data/ukr/regions/cl': 1,
  'GET /api/warehouse': 1,
  'GET /api/client/my-recipient-data': 1,
  'GET /api/recipient-client-data/archive': 1,
  'GET /api/recipient-client-data/token': [
    7,
    'not a pure read: creates or hands out the self-fill link (a transaction)',
  ],
  'GET /api/recipient-client-data/{id}': [
    3,
    'session checked by a statement of its own, then the recipient and the country names',
  ],
  'GET /api/staff/recipients': [
    4,
    'staff session checked by a statement of its own, then 3 reads of its data (not folded yet)',
  ],
  'GET /api/staff/recipients/counters': [
    2,
    'staff session checked by a statement of its own, then the counts by status in one grouped statement',
  ],
  'GET /api/staff/recipients/{id}': [
    4,
    'staff session checked by a statement of its own, then the recipient, the country names and its customer',
  ],
  'GET /api/client/my-addresses': 1,
  'GET /api/client-address': 1,
  'GET /api/client-address/archive': 1,
  'GET /api/client-address/{id}': [
    4,
    'session checked by a statement of its own, then the address, the country and the operator names',
  ],
  'GET /api/client/my-goods': 1,
  'GET /api/client/my-goods/counters': 1,
  'GET /api/goods/incomingDeclaration/check': [
    2,
    'session checked by a statement of its own, then 1 read of its data (not folded yet)',
  ],
  'GET /api/goods/cl/{id}': [
    3,
    'session checked by a statement of its own, then 2 reads of its data (not folded yet)',
  ],
  'GET /api/goods/{id}': [
    3,
    'session checked by a statement of its own, then 2 reads of its data (not folded yet)',
  ],
  'GET /api/staff/warehouse/waifs': [
    2,
    'staff session checked by a statement of its own, then 1 read of its data (not folded yet)',
  ],
  'GET /api/staff/goods': [
    4,
    'staff session checked by a statement of its own, then 3 reads of its data (not folded yet)',
  ],
  'GET /api/staff/goods/counters': [
    2,
    'staff session checked by a statement of its own, then the counts by status in one grouped statement',
  ],
  'GET /api/staff/goods/{id}': [
    4,
    'staff session checked by a statement of its own, then the good, its view (services, photo reports) and its customer',
  ],
  'GET /api/client/my-parcels/counters': 1,
  'GET /api/client/my-parcels': 1,
  'GET /api/parcel/parcelWithStatus': [
    2,
    "the whole page with the session check in one statement, then the finance desk's rate table for the customs check (a parcel with a tariff)",
  ],
  'GET /api/goods/parcel/{parcelId}': [
    4,
    'session checked by a statement of its own, then 3 reads of its data (not folded yet)',
  ],
  'GET /api/goods': [
    3,
    'session checked by a statement of its own, then 2 reads of its data (not folded yet)',
  ],
  'GET /api/parcel/tracking': [
    2,
    'session checked by a statement of its own, then 1 read of its data (not folded yet); 404 in the sweep (no sample id)',
  ],
  'GET /api/readyGoods': [
    4,
    'session checked by a statement of its own, then 3 reads of its data (not folded yet)',
  ],
  'GET /api/readyGoods/{id}': [
    2,
    'session checked by a statement of its own, then 1 read of its data (not folded yet); 404 in the sweep (no sample id)',
  ],
  'GET /api/staff/parcels': [
    9,
    'staff session checked by a statement of its own, then 8 reads of its data (not folded yet)',
  ],
  'GET /api/staff/parcels/counters': [
    2,
    'staff session checked by a statement of its own, then the counts by status in one grouped statement',
  ],
  'GET /api/staff/parcels/{id}': [
    5,
    "staff session checked by a statement of its own, the parcel page of the customer's (see parcelWithStatus: 2), the customer's e-mail and the photo reports due",
  ],
  'GET /api/cargo': [2, 'session checked by a statement of its own, then the page'],
  'GET /api/cargo/{id}': 1,
  'GET /api/staff/cargo': [
    3,
    'staff session checked by a statement of its own, then 2 reads of its data (not folded yet)',
  ],
  'GET /api/staff/cargo/counters': [
    2,
    'staff session checked by a statement of its own, then the counts by status in one grouped statement',
  ],
  'GET /api/staff/cargo/{id}': [
    3,
    'staff session checked by a statement of its own, then the cargo and its customer',
  ],
  'GET /api/client/my-orders': 1,
  'GET /api/order/{orderId}': [
    3,
    'session checked by a statement of its own, then 2 reads of its data (not folded yet)',
  ],
  'GET /api/readyOrder/cl': 1,
  'GET /api/readyOrder/{orderId}': [
    2,
    'session checked by a statement of its own, then 1 read of its data (not folded yet); 404 in the sweep (no sample id)',
  ],
  'GET /api/staff/orders/lots': [
    4,
    'staff session checked by a statement of its own, then 3 reads of its data (not folded yet)',
  ],
  'GET /api/staff/orders/lots/{id}': [
    3,
    'staff session checked by a statement of its own, then the lot with its order and the people it names',
  ],
  'GET /api/helpDesk/title': 1,
  'GET /api/helpDesk/tickets': 1,
  'GET /api/helpDesk/answers/{ticketId}': [
    2,
    'the ticket, its page of messages and their authors with the session check in one statement; a second marks it seen when it holds unread answers',
  ],
  'GET /api/helpDesk/summary': [
    3,
    'session checked by a statement of its own, then 2 reads of its data (not folded yet)',
  ],
  'GET /api/staff/helpdesk/tickets': [
    4,
    'staff session checked by a statement of its own, then 3 reads of its data (not folded yet)',
  ],
  'GET /api/staff/helpdesk/tickets/{id}': [
    9,
    'staff session checked by a statement of its own, then 8 reads of its data (not folded yet)',
  ],
  'GET /api/helpDesk/answers/{ticketId}/stream': [
    2,
    'session checked by a statement of its own, then 1 read of its data (not folded yet)',
  ],
  'GET /api/notifications': [
    3,
    'session checked by a statement of its own, then 2 reads of its data (not folded yet)',
  ],
  'GET /api/notifications/settings': [
    4,
    'session checked by a statement of its own, then 3 reads of its data (not folded yet)',
  ],
  'GET /api/staff/notifications/dead-letters': [
    3,
    "staff session checked by a statement of its own, then the page of the job queue's failed jobs",
  ],
};

/** The number of statements a call may send, or undefined when it has no entry. */
export function budgetOf(name: string): number | undefined {
  const budget = STATEMENT_BUDGETS[name];
  return budget === undefined ? undefined : budget === 1 ? 1 : budget[0];
}
