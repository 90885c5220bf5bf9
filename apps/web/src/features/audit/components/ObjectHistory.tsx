import { type AuditObjectType, useCustomerAudit, useObjectHistory } from '../api/get-history';
import { AuditEntries } from './AuditEntries';

/** A desk page's «История»: what staff changed on the object (decision 050). */
export function ObjectHistory({ type, id }: { type: AuditObjectType; id: number }) {
  const history = useObjectHistory(type, id);
  return <AuditEntries entries={history.data} pending={history.isPending} error={history.error} />;
}

/**
 * A customer's page «История»: what staff did to the customer's objects and money, from the audit desk's call, which
 * only the owner and finance make (`may`).
 */
export function CustomerHistory({ customerId, may }: { customerId: number; may: boolean }) {
  const history = useCustomerAudit(customerId, may);
  if (!may) return null;
  return <AuditEntries entries={history.data} pending={history.isPending} error={history.error} />;
}
