import { GOOD_STATUS, GOOD_STATUS_TITLE, type Good, type Page } from '@cargo/domain';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { GOODS_REFRESH_DELAY_MS, goodsQueryKeys } from './keys';
import { useAction } from '../../../shared/api/useAction';

/**
 * After an action on a list row: the row shows the answer at once, and the lists and counters reload
 * 2 s later (spec section 9), when the good leaves its section.
 */
function showThenRefresh(queryClient: QueryClient, good: Good | null, id: number) {
  queryClient.setQueriesData<Page<Good>>({ queryKey: goodsQueryKeys.lists }, (page) =>
    page && good
      ? { ...page, data: page.data.map((item) => (item.id === id ? { ...item, ...good } : item)) }
      : page,
  );
  setTimeout(
    () => void queryClient.invalidateQueries({ queryKey: goodsQueryKeys.all }),
    GOODS_REFRESH_DELAY_MS,
  );
}

function useGoodAction(send: (good: Good) => Promise<Good | null>) {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: send,
    onSuccess: (answer, good) => showThenRefresh(queryClient, answer, good.id),
  });
}

const CANCELED = GOOD_STATUS.CANCELED;

/** Deletes a good not yet at the warehouse (it goes to the archive); a one-click good takes its parcel along. */
export const useDeleteGood = () =>
  useGoodAction((good) =>
    good.isReady
      ? apiClient
          .delete<null>(`/readyGoods/${good.id}`)
          .then(() => ({ ...good, goodStatus: { id: CANCELED, title: GOOD_STATUS_TITLE[CANCELED]! } }))
      : apiClient.delete<Good>(`/goods/cl/${good.id}`, { query: { version: 'v2' } }),
  );

/** POST /api/goods/cl/accept/{id}: a flagged good goes on the shelf as it is. */
export const useAcceptGood = () =>
  useGoodAction((good) => apiClient.post<Good>(`/goods/cl/accept/${good.id}`));

/** POST /api/goods/cl/return/{id}: the good goes back to the seller. */
export const useReturnGood = () =>
  useGoodAction((good) => apiClient.post<Good>(`/goods/cl/return/${good.id}`));
