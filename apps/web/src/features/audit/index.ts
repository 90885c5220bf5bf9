/**
 * The staff audit trail as the desks' object pages show it (decision 050): an object's history, a customer's. The
 * audit desk itself (filters, CSV) is the owner's and finance's.
 */
export { CustomerHistory, ObjectHistory } from './components/ObjectHistory';
export type { AuditObjectType } from './api/get-history';

/** The staff audit trail's desk (decision 049): who did what, filtered, and exported as CSV. */
export const auditPages = {
  staffAudit: () => import('./staff/AuditPage').then((m) => ({ Component: m.AuditPage })),
};
