import { WAREHOUSE_PAGE_SIZE, type Page, type WaifReceipt, type WarehouseReceipt } from '@cargo/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/api/apiClient';
import { deskQueryKeys } from './keys';
import { useAction } from '../../../../shared/api/useAction';

/**
 * POST /api/staff/warehouse/receive: a Chinese parcel scanned at the warehouse. A scan again right after is a scan
 * (the desk answers «уже на полке»), not the second click of a double click: no repeat window.
 */
export function useReceiveTrack() {
  const queryClient = useQueryClient();
  return useAction({
    repeatAfterSuccessMs: 0,
    mutationFn: (trackNumber: string) =>
      apiClient.post<WarehouseReceipt>('/staff/warehouse/receive', { trackNumber }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: deskQueryKeys.waifs });
      void queryClient.invalidateQueries({ queryKey: deskQueryKeys.goods });
    },
  });
}

/** GET /api/staff/warehouse/waifs: one page of the received parcels whose track nobody has registered yet. */
export function useWaifReceipts(page: number) {
  return useQuery({
    queryKey: deskQueryKeys.waifsPage(page),
    queryFn: () =>
      apiClient.get<Page<WaifReceipt>>('/staff/warehouse/waifs', {
        query: { page, offset: WAREHOUSE_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}
