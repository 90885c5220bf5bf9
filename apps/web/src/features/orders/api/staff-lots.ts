import type { StaffLots } from '@cargo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { STAFF_LOTS_KEY } from './staff-lot-mutation';

/** The buyer's queue is paged by this many lots (the server's default for the desk). */
export const STAFF_LOTS_PAGE_SIZE = 50;

export interface StaffLotsFilter {
  statusId: number;
  page: number;
  search: string;
}

/**
 * GET /api/staff/orders/lots?statusId&page&offset&q: lots in one status, the longest waiting first, with the
 * counts of every status. The previous page stays shown while the next one loads, so the tabs' counts never blink.
 */
export function useStaffLots({ statusId, page, search }: StaffLotsFilter, enabled = true) {
  return useQuery({
    enabled,
    queryKey: [...STAFF_LOTS_KEY, statusId, page, search] as const,
    queryFn: ({ signal }) =>
      apiClient.get<StaffLots>('/staff/orders/lots', {
        signal,
        query: {
          statusId,
          page,
          offset: STAFF_LOTS_PAGE_SIZE,
          ...(search ? { q: search } : {}),
        },
      }),
    placeholderData: keepPreviousData,
  });
}
