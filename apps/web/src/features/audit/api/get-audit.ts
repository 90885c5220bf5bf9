import { AUDIT_PAGE_SIZE, type AuditEntry, type Page } from '@cargo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { auditQueryKeys } from './keys';

/** GET /api/staff/audit: one page of the trail with the filters, the newest first. */
export function useAuditPage(query: Record<string, string>, page: number) {
  return useQuery({
    queryKey: auditQueryKeys.page(query, page),
    queryFn: () =>
      apiClient.get<Page<AuditEntry>>('/staff/audit', { query: { ...query, page, offset: AUDIT_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/staff/audit/actors: the members who appear in the trail, for the «Сотрудник» filter. */
export function useAuditActors() {
  return useQuery({
    queryKey: auditQueryKeys.actors,
    queryFn: () => apiClient.get<Array<{ id: number; email: string }>>('/staff/audit/actors'),
    staleTime: 60_000,
  });
}
