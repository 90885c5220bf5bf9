import type {
  Page,
  ParcelBulkResult,
  StaffMoveInput,
  StaffParcel,
  StaffShipInput,
  StaffWeighInput,
  UploadedImage,
} from '@cargo/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { useAction } from '../../../shared/api/useAction';

/** Every query of the parcel desk (queues, counters, a parcel's page): each desk step reloads them all. */
export const STAFF_KEY = ['staff', 'parcels'] as const;
/** One desk queue is loaded whole (a flight is at most a few hundred parcels). */
export const STAFF_PARCELS_PAGE_SIZE = 1000;
/** «Все» (every status, the whole history) shows its first rows only: the search narrows it. */
export const ALL_PARCELS_PAGE_SIZE = 100;

/** GET /api/staff/parcels?statusId=…&q: the parcels of the chosen desk queue the search finds, with their owners. */
export function useStaffParcels(statusIds: readonly number[], q = '', size = STAFF_PARCELS_PAGE_SIZE) {
  return useQuery({
    queryKey: [...STAFF_KEY, 'queue', statusIds.join(','), q, size] as const,
    queryFn: ({ signal }) =>
      apiClient.get<Page<StaffParcel>>('/staff/parcels', {
        signal,
        query: { statusId: statusIds.join(','), page: 1, offset: size, q: q || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

/** Reloads the desk's queues (after something outside them changed a parcel's row, e.g. a photo report). */
export function useInvalidateStaffParcels() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: STAFF_KEY });
}

function useStaffMutation<T>(send: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: send,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}

/** PUT /api/staff/parcels/{id}/assemble: 15 → 20. */
export const useAssembleParcel = () =>
  useStaffMutation((id: number) => apiClient.put<unknown>(`/staff/parcels/${id}/assemble`));

/** PUT /api/staff/parcels/{id}/weigh: measures and photo; the server prices the parcel (→ 33). */
export const useWeighParcel = () =>
  useStaffMutation(({ id, input }: { id: number; input: StaffWeighInput }) =>
    apiClient.put<unknown>(`/staff/parcels/${id}/weigh`, input),
  );

/** PUT /api/staff/parcels/{id}/ship: a paid parcel leaves with its outgoing track (40 → 50). */
export const useShipParcel = () =>
  useStaffMutation(({ id, input }: { id: number; input: StaffShipInput }) =>
    apiClient.put<unknown>(`/staff/parcels/${id}/ship`, input),
  );

/** PUT /api/staff/parcels/{id}/cancel-with-refund: a paid parcel is cancelled and its payment refunded (40 → 800). */
export const useCancelParcelWithRefund = () =>
  useStaffMutation(({ id, reason }: { id: number; reason: string }) =>
    apiClient.put<unknown>(`/staff/parcels/${id}/cancel-with-refund`, { reason }),
  );

/** PUT /api/staff/parcels/move: many parcels (a flight) one step on. */
export function useMoveParcels() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (input: StaffMoveInput) => apiClient.put<ParcelBulkResult>('/staff/parcels/move', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}

/** The photo of the packed parcel: POST /api/google-cloud/image (the stored file name goes with the weighing). */
export function useUploadWeighingPhoto() {
  return useAction({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiClient.upload<UploadedImage>('/google-cloud/image', form, { query: { purpose: 'image' } });
    },
  });
}
