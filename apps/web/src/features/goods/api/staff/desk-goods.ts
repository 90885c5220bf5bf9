import { WAREHOUSE_PAGE_SIZE, type DeskGood, type Page } from '@cargo/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/api/apiClient';
import { deskQueryKeys } from './keys';

export interface DeskGoodsFilter {
  /** The desk search (decision 050): the customer's code, e-mail, phone or name, the good's number, its track. */
  q: string;
  /** Statuses as a comma list ('' for any). */
  statusIds: string;
}

/** GET /api/staff/goods?q&statusId: one page of the goods of every customer the search finds, by statuses. */
export function useDeskGoods(filter: DeskGoodsFilter, page: number) {
  return useQuery({
    queryKey: deskQueryKeys.goodsSearch(filter.q, filter.statusIds, page),
    queryFn: () =>
      apiClient.get<Page<DeskGood>>('/staff/goods', {
        query: {
          q: filter.q || undefined,
          statusId: filter.statusIds || undefined,
          page,
          offset: WAREHOUSE_PAGE_SIZE,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useInvalidateDeskGoods() {
  const queryClient = useQueryClient();
  // Not awaited: the caller's toast comes first. Searches not on screen reload too, so switching back to one
  // (another track, another status) never shows a good as it was before the change.
  return () => void queryClient.invalidateQueries({ queryKey: deskQueryKeys.goods, refetchType: 'all' });
}
