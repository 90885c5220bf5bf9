import type { CreatedId, ParcelBulkResult, ParcelDetails, ParcelPaid } from '@cargo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { useAction } from '../../../shared/api/useAction';
import { invalidateMoney } from '../../../shared/session/moneyQueries';
import { parcelsQueryKeys } from './keys';

/** Reloads every parcel query (lists, counters, pages); not awaited, so the caller's toast comes first. */
function useInvalidateParcels() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: parcelsQueryKeys.all });
}

/** PUT /api/parcel/archive {parcelIds}: the chosen parcels go to the archive status (spec section 4). */
export function useArchiveParcels() {
  const invalidate = useInvalidateParcels();
  return useAction({
    mutationFn: (ids: readonly number[]) =>
      apiClient.put<ParcelBulkResult>('/parcel/archive', { parcelIds: ids }),
    onSuccess: invalidate,
  });
}

/** PUT /api/parcel/pay/{id}: debits the ruble balance; 402 when it is short. */
export function usePayParcel() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateParcels();
  return useAction({
    mutationFn: (id: number) => apiClient.put<ParcelPaid>(`/parcel/pay/${id}`),
    onSuccess: () => {
      invalidate();
      invalidateMoney(queryClient);
    },
  });
}

/**
 * After a refused payment (409): reloads the parcel lists and balances and re-reads the parcel
 * (GET /api/parcel/parcelWithStatus); true when it is paid now (a double click, another tab).
 */
export function useRecheckParcelPayment() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateParcels();
  return async (id: number): Promise<boolean> => {
    invalidate();
    invalidateMoney(queryClient);
    const parcel = await queryClient.fetchQuery({
      queryKey: parcelsQueryKeys.one(id),
      queryFn: () => apiClient.get<ParcelDetails>('/parcel/parcelWithStatus', { query: { parcelId: id } }),
      staleTime: 0,
    });
    return parcel.paidAt !== null;
  };
}

/** PUT /api/parcel/cl/send-on-assembly/{id}. */
export function useSendToAssembly() {
  const invalidate = useInvalidateParcels();
  return useAction({
    mutationFn: (id: number, idempotencyKey) =>
      apiClient.put<unknown>(`/parcel/cl/send-on-assembly/${id}`, undefined, { idempotencyKey }),
    onSuccess: invalidate,
  });
}

/** DELETE /api/parcel/cl/{id}: its goods go back on the shelf. */
export function useDeleteParcel() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateParcels();
  return useAction({
    mutationFn: (id: number) => apiClient.delete<unknown>(`/parcel/cl/${id}`),
    onSuccess: () => {
      invalidate();
      void queryClient.invalidateQueries({ queryKey: ['goods'] });
    },
  });
}

/** POST /api/parcel/virtual: a virtual parcel (status 9) to gather goods in, empty or with its first goods. */
export function useCreateVirtualParcel() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateParcels();
  return useAction({
    mutationFn: (goodsIds: readonly number[], idempotencyKey) =>
      apiClient.post<CreatedId>('/parcel/virtual', { goodsIds }, { idempotencyKey }),
    onSuccess: () => {
      invalidate();
      void queryClient.invalidateQueries({ queryKey: ['goods'] });
    },
  });
}

/** PUT or DELETE /api/parcel/virtual/{parcelId}/goods/{goodsId}: a shelf good joins or leaves the virtual parcel. */
export function useVirtualParcelGood(parcelId: number) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateParcels();
  return useAction({
    mutationFn: ({ goodId, add }: { goodId: number; add: boolean }) => {
      const path = `/parcel/virtual/${parcelId}/goods/${goodId}`;
      return add ? apiClient.put<unknown>(path) : apiClient.delete<unknown>(path);
    },
    onSuccess: () => {
      invalidate();
      void queryClient.invalidateQueries({ queryKey: ['goods'] });
    },
  });
}
