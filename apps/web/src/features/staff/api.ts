import type { Page } from '@cargo/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../shared/api/apiClient';
import type { DeskGood, Good } from '../../shared/model/good';

export const staffQueryKeys = {
  waifs: ['staff', 'waifs'] as const,
  goods: ['staff', 'goods'] as const,
  goodsSearch: (track: string, statusIds: string) => ['staff', 'goods', track, statusIds] as const,
};

/** The answer of a scan at the warehouse: the goods that went on the shelf, or a waif receipt. */
export interface Receipt {
  trackNumber: string;
  waif: boolean;
  goods: Good[];
}

export interface WaifReceipt {
  id: number;
  trackNumber: string;
  receivedAt: string;
}

/** POST /api/staff/warehouse/receive: a Chinese parcel scanned at the warehouse. */
export function useReceiveTrack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (trackNumber: string) => apiClient.post<Receipt>('/staff/warehouse/receive', { trackNumber }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: staffQueryKeys.waifs });
      void queryClient.invalidateQueries({ queryKey: staffQueryKeys.goods });
    },
  });
}

export function useWaifReceipts() {
  return useQuery({
    queryKey: staffQueryKeys.waifs,
    queryFn: () => apiClient.get<Page<WaifReceipt>>('/staff/warehouse/waifs'),
    select: (answer) => answer.data,
  });
}

/** GET /api/staff/goods: goods of every customer by track prefix and/or statuses (comma list). */
export function useDeskGoods(filter: { track: string; statusIds: string }, enabled = true) {
  return useQuery({
    queryKey: staffQueryKeys.goodsSearch(filter.track, filter.statusIds),
    queryFn: () =>
      apiClient.get<Page<DeskGood>>('/staff/goods', {
        query: { track: filter.track || undefined, statusId: filter.statusIds || undefined },
      }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
    enabled,
  });
}

function useInvalidateDeskGoods() {
  const queryClient = useQueryClient();
  // Not awaited: the caller's toast comes first. Searches not on screen reload too, so switching back to one
  // (another track, another status) never shows a good as it was before the change.
  return () => void queryClient.invalidateQueries({ queryKey: staffQueryKeys.goods, refetchType: 'all' });
}

/** POST /api/staff/goods/{id}/photo-report (multipart `file`, up to 5 MB). */
export function useUploadPhotoReport(onProgress: (fraction: number) => void) {
  const invalidate = useInvalidateDeskGoods();
  return useMutation({
    mutationFn: ({ goodId, file }: { goodId: number; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return apiClient.upload<Good>(`/staff/goods/${goodId}/photo-report`, form, { onProgress });
    },
    onSuccess: invalidate,
  });
}

/** PUT /api/staff/goods/{id}/status: a problem found on the shelf (with a reason) or a return-chain step. */
export function useSetGoodStatus() {
  const invalidate = useInvalidateDeskGoods();
  return useMutation({
    mutationFn: ({ goodId, statusId, reason }: { goodId: number; statusId: number; reason?: string }) =>
      apiClient.put<Good>(`/staff/goods/${goodId}/status`, { statusId, reason }),
    onSettled: invalidate,
  });
}
