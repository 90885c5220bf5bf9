import type { Cargo, CargoCanceled, CargoCreateInput, CargoList, CargoPaid, CreatedId } from '@cargo/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { useAction } from '../../../shared/api/useAction';
import { invalidateMoney } from '../../../shared/session/moneyQueries';

export const CARGO_PAGE_SIZE = 20;
export const CARGO_KEY = ['cargo'] as const;

/** GET /api/cargo?page&offset: the spec's `{ content, totalElements, offset }`. */
export function useCargoList(page: number, statusId: number | null = null) {
  return useQuery({
    queryKey: [...CARGO_KEY, 'list', page, statusId] as const,
    queryFn: ({ signal }) =>
      apiClient.get<CargoList>('/cargo', {
        signal,
        query: { page, offset: CARGO_PAGE_SIZE, ...(statusId !== null && { statusId }) },
      }),
    placeholderData: (previous) => previous,
  });
}

/** GET /api/cargo/{id}: one cargo with its price breakdown. */
export function useCargo(id: number) {
  return useQuery({
    queryKey: [...CARGO_KEY, 'one', id] as const,
    queryFn: ({ signal }) => apiClient.get<Cargo>(`/cargo/${id}`, { signal }),
  });
}

/** POST /api/cargo: a cargo request. */
export function useCreateCargo() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (input: CargoCreateInput, idempotencyKey) =>
      apiClient.post<CreatedId>('/cargo', input, { idempotencyKey }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: CARGO_KEY }),
  });
}

/** PUT /api/cargo/pay/{id}: debits the ruble balance; 402 when it is short. */
export function usePayCargo() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (id: number) => apiClient.put<CargoPaid>(`/cargo/pay/${id}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CARGO_KEY });
      invalidateMoney(queryClient);
    },
  });
}

/**
 * After a refused payment (409): reloads the cargo and balances and re-reads this cargo; true when it is paid
 * now (a double click, another tab).
 */
export function useRecheckCargoPayment() {
  const queryClient = useQueryClient();
  return async (id: number): Promise<boolean> => {
    void queryClient.invalidateQueries({ queryKey: CARGO_KEY });
    invalidateMoney(queryClient);
    const cargo = await queryClient.fetchQuery({
      queryKey: [...CARGO_KEY, 'one', id] as const,
      queryFn: () => apiClient.get<Cargo>(`/cargo/${id}`),
      staleTime: 0,
    });
    return cargo.paidAt !== null;
  };
}

/** DELETE /api/cargo/{id}: withdraws a request the warehouse has not received. */
export function useCancelCargo() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (id: number) => apiClient.delete<CargoCanceled>(`/cargo/${id}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: CARGO_KEY }),
  });
}
