/** The staff audit trail's desk (decision 049): who did what, filtered, and exported as CSV. */
export const auditPages = {
  staffAudit: () => import('./staff/AuditPage').then((m) => ({ Component: m.AuditPage })),
};
