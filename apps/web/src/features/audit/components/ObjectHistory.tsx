import { type AuditObjectType, useCustomerAudit, useObjectHistory } from '../api/get-history';
import { AuditEntries, type HistoryTexts } from './AuditEntries';

/**
 * A desk page's «История»: what staff changed on the object (decision 050). `texts`: the desk's language (decision
 * 066), Russian otherwise.
 */
export function ObjectHistory({
  type,
  id,
  texts,
}: {
  type: AuditObjectType;
  id: number;
  texts?: HistoryTexts;
}) {
  const history = useObjectHistory(type, id);
  return (
    <AuditEntries entries={history.data} pending={history.isPending} error={history.error} texts={texts} />
  );
}

/**
 * A customer's page «История»: what staff did to the customer's objects and money, from the audit desk's call, which
 * only the owner and finance make (`may`).
 */
export function CustomerHistory({
  customerId,
  may,
  texts,
}: {
  customerId: number;
  may: boolean;
  texts?: HistoryTexts;
}) {
  const history = useCustomerAudit(customerId, may);
  if (!may) return null;
  return (
    <AuditEntries entries={history.data} pending={history.isPending} error={history.error} texts={texts} />
  );
}
