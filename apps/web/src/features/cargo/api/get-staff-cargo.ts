import type { StaffCargoList } from '@cargo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { cargoQueryKeys, STAFF_CARGO_PAGE_SIZE } from './keys';

/** GET /api/staff/cargo?statusId=…&q: every customer's cargo in that status the search finds, with the owner's e-mail. */
export function useStaffCargo(statusId: number, q = '') {
  return useQuery({
    queryKey: cargoQueryKeys.staff.list(statusId, q),
    queryFn: ({ signal }) =>
      apiClient.get<StaffCargoList>('/staff/cargo', {
        signal,
        query: { statusId: String(statusId), page: 1, offset: STAFF_CARGO_PAGE_SIZE, q: q || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}
