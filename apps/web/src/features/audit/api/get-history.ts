import { type AuditEntry, AUDIT_PAGE_SIZE, type Page } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';

/** The audit type of an object (the staff audit's `objectType`). */
export type AuditObjectType = 'good' | 'parcel' | 'cargo' | 'lot' | 'recipient' | 'ticket' | 'top-up';

export const auditQueryKeys = {
  all: ['staff', 'audit'] as const,
  object: (type: string, id: number) => ['staff', 'audit', 'object', type, id] as const,
  customer: (id: number) => ['staff', 'audit', 'customer', id] as const,
};

/** GET /api/staff/history/{objectType}/{objectId}: what staff changed on one object, the newest first. */
export function useObjectHistory(type: AuditObjectType, id: number) {
  return useQuery({
    queryKey: auditQueryKeys.object(type, id),
    queryFn: ({ signal }) => apiClient.get<AuditEntry[]>(`/staff/history/${type}/${id}`, { signal }),
  });
}

/** GET /api/staff/audit?customerId: what staff did to one customer's objects and money (owner, finance). */
export function useCustomerAudit(customerId: number, enabled: boolean) {
  return useQuery({
    queryKey: auditQueryKeys.customer(customerId),
    queryFn: ({ signal }) =>
      apiClient.get<Page<AuditEntry>>('/staff/audit', {
        signal,
        query: { customerId, page: 1, offset: AUDIT_PAGE_SIZE },
      }),
    enabled,
    select: (page) => page.data,
  });
}
