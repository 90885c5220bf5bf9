import type { StatementBudget } from './budget-type.js';

/** The back office's own reads (decisions 048, 049): the team, the audit trail, histories and approvals; labels (063). */
export const STAFF_OFFICE_BUDGETS: Record<string, StatementBudget> = {
  'GET /api/staff/me': [
    2,
    'staff session and roles checked by a statement of its own, then 1 read of its data',
  ],
  'GET /api/staff/team': [
    2,
    'staff session and roles checked by a statement of its own, then 1 read of its data',
  ],
  'GET /api/staff/audit': [
    2,
    'staff session and roles checked by a statement of its own, then 1 read of its data',
  ],
  'GET /api/staff/audit/export': [
    2,
    'staff session and roles checked by a statement of its own, then 1 read of its data',
  ],
  'GET /api/staff/history/{objectType}/{objectId}': [
    2,
    'staff session and roles checked by a statement of its own, then 1 read of its data',
  ],
  'GET /api/staff/currency-rates/{currency}/history': [
    3,
    'staff session checked by a statement of its own, then the page of values and the setters’ e-mails',
  ],
  'GET /api/staff/finance-settings/margin/history': [
    3,
    'staff session checked by a statement of its own, then the page of values and the setters’ e-mails',
  ],
  'GET /api/staff/audit/actors': [
    2,
    'staff session checked by a statement of its own, then the distinct members of the trail',
  ],
  'GET /api/staff/approvals': [
    4,
    'staff session checked by a statement of its own, then the page, the counts by status and the e-mails',
  ],
  // Labels (decision 063): the batch's rows in one statement, then the PDF.
  'GET /api/staff/goods/labels': [
    2,
    'staff session and roles checked by a statement of its own, then the goods of the batch in one read',
  ],
  // The owner's report (decision 065): the operations' buckets and the ledger's, each one set-based statement.
  'GET /api/staff/reports': [
    3,
    'staff session and roles checked by a statement of its own, then the operations by bucket and the money by bucket',
  ],
  // The read replica's standing (decision 070) is kept in memory: no statement of its own.
  'GET /api/staff/read-replica': [1, 'staff session and roles checked by a statement of its own'],
  'GET /api/staff/parcels/labels': [
    2,
    'staff session and roles checked by a statement of its own, then the parcels of the batch with city and name',
  ],
  // Flights (decision 062): the flight, the rates of its date, then each batch of 500 parcels in a few reads.
  'GET /api/staff/flights': [
    2,
    'staff session and roles checked by a statement of its own, then the page with each flight’s count',
  ],
  'GET /api/staff/flights/{id}': [
    7,
    'staff session; the flight; the rate table and its history for the flight’s date; per 500 parcels: members, parcels, goods',
  ],
  'GET /api/staff/flights/{id}/check': [
    8,
    'staff session; the flight; the rates of its date (2); per 500 parcels: members, parcels, goods, recipients',
  ],
  'GET /api/staff/flights/{id}/registry': [
    12,
    'staff session; the flight; the rates of its date (2); the audit row’s transaction; per 500 parcels: 4 reads',
  ],
  'GET /api/staff/flights/{id}/packing-list': [
    5,
    'staff session; the flight; per 500 parcels: members, parcels, goods',
  ],
  'GET /api/staff/goods/{id}/tnved-suggestion': [
    3,
    'staff session checked by a statement of its own, then the most used code of the same name and the good’s own',
  ],
};
