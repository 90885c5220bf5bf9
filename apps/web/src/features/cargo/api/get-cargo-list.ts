import type { CargoList } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { CARGO_PAGE_SIZE, cargoQueryKeys } from './keys';

/** GET /api/cargo?page&offset: the spec's `{ content, totalElements, offset }`. */
export function useCargoList(page: number, statusId: number | null = null) {
  return useQuery({
    queryKey: cargoQueryKeys.list(page, statusId),
    queryFn: ({ signal }) =>
      apiClient.get<CargoList>('/cargo', {
        signal,
        query: { page, offset: CARGO_PAGE_SIZE, ...(statusId !== null && { statusId }) },
      }),
    placeholderData: (previous) => previous,
  });
}
