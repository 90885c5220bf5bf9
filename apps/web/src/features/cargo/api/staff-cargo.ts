import type {
  Cargo,
  DeskCounters,
  StaffCargo,
  StaffCargoList,
  StaffCargoShipInput,
  StaffCargoWeighInput,
} from '@cargo/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { useAction } from '../../../shared/api/useAction';

const STAFF_CARGO_KEY = ['staff', 'cargo'] as const;
/** One status of the desk is loaded whole. */
export const STAFF_CARGO_PAGE_SIZE = 1000;

/** GET /api/staff/cargo?statusId=…&q: every customer's cargo in that status the search finds, with the owner's e-mail. */
export function useStaffCargo(statusId: number, q = '') {
  return useQuery({
    queryKey: [...STAFF_CARGO_KEY, 'list', statusId, q] as const,
    queryFn: ({ signal }) =>
      apiClient.get<StaffCargoList>('/staff/cargo', {
        signal,
        query: { statusId: String(statusId), page: 1, offset: STAFF_CARGO_PAGE_SIZE, q: q || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/staff/cargo/counters?q: how many cargo the search finds in each status (the status tabs' counts). */
export function useStaffCargoCounters(q: string, enabled = true) {
  return useQuery({
    queryKey: [...STAFF_CARGO_KEY, 'counters', q] as const,
    queryFn: ({ signal }) =>
      apiClient.get<DeskCounters>('/staff/cargo/counters', { signal, query: { q: q || undefined } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/staff/cargo/{id}: one customer's cargo with the owner's e-mail (the cargo's desk page). */
export function useStaffCargoItem(id: number | null) {
  return useQuery({
    queryKey: [...STAFF_CARGO_KEY, 'item', id] as const,
    queryFn: ({ signal }) => apiClient.get<StaffCargo>(`/staff/cargo/${id}`, { signal }),
    enabled: id !== null,
  });
}

function useDeskMutation<T>(send: (input: T) => Promise<Cargo>) {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: send,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: STAFF_CARGO_KEY }),
  });
}

/** PUT /api/staff/cargo/{id}/receive: 10 → 20. */
export const useReceiveCargo = () =>
  useDeskMutation((id: number) => apiClient.put<Cargo>(`/staff/cargo/${id}/receive`));

/** PUT /api/staff/cargo/{id}/weigh: weight and volume; the server prices the cargo (20 → 33). */
export const useWeighCargo = () =>
  useDeskMutation(({ id, input }: { id: number; input: StaffCargoWeighInput }) =>
    apiClient.put<Cargo>(`/staff/cargo/${id}/weigh`, input),
  );

/** PUT /api/staff/cargo/{id}/ship: a paid cargo leaves with its outgoing track (40 → 50). */
export const useShipCargo = () =>
  useDeskMutation(({ id, input }: { id: number; input: StaffCargoShipInput }) =>
    apiClient.put<Cargo>(`/staff/cargo/${id}/ship`, input),
  );

/** PUT /api/staff/cargo/{id}/cancel: an unpaid cargo is called off with a reason the customer sees. */
export const useCancelCargoByStaff = () =>
  useDeskMutation(({ id, reason }: { id: number; reason: string }) =>
    apiClient.put<Cargo>(`/staff/cargo/${id}/cancel`, { reason }),
  );

/** PUT /api/staff/cargo/{id}/cancel-with-refund: a paid cargo is cancelled and its payment refunded (40 → 800). */
export const useCancelCargoWithRefund = () =>
  useDeskMutation(({ id, reason }: { id: number; reason: string }) =>
    apiClient.put<Cargo>(`/staff/cargo/${id}/cancel-with-refund`, { reason }),
  );
