import type { CargoCreateInput, CargoList, CreatedId } from '@cargo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';

export const CARGO_PAGE_SIZE = 20;
const CARGO_KEY = ['cargo'] as const;

/** GET /api/cargo?page&offset: the spec's `{ content, totalElements, offset }`. */
export function useCargoList(page: number) {
  return useQuery({
    queryKey: [...CARGO_KEY, page] as const,
    queryFn: ({ signal }) =>
      apiClient.get<CargoList>('/cargo', { signal, query: { page, offset: CARGO_PAGE_SIZE } }),
    placeholderData: (previous) => previous,
  });
}

/** POST /api/cargo: a cargo request. */
export function useCreateCargo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CargoCreateInput) => apiClient.post<CreatedId>('/cargo', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: CARGO_KEY }),
  });
}
