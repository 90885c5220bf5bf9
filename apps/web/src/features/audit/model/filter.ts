/** The audit desk's filters as the form holds them: empty means any. */
export interface AuditFilterForm {
  actorId: string;
  objectType: string;
  objectId: string;
  action: string;
  from: string;
  to: string;
}

export const EMPTY_AUDIT_FILTER: AuditFilterForm = {
  actorId: '',
  objectType: '',
  objectId: '',
  action: '',
  from: '',
  to: '',
};

/** The query the API takes: the filled fields only. */
export function auditQuery(filter: AuditFilterForm): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filter)
      .map(([key, value]) => [key, value.trim()] as const)
      .filter(([, value]) => value !== ''),
  );
}
