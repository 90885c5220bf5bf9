import type { Good, Page } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { GOODS_PAGE_SIZE, goodsQueryKeys, type GoodsSort, type ListSection } from './keys';

/** GET /api/client/my-goods: one tab of the customer's goods, sorted by name or creation date. */
export function useGoodsList(section: ListSection, sort: GoodsSort) {
  return useQuery({
    queryKey: goodsQueryKeys.list(section, sort),
    queryFn: () =>
      apiClient.get<Page<Good>>('/client/my-goods', {
        query: { version: 'v2', section, sort, page: 1, offset: GOODS_PAGE_SIZE },
      }),
  });
}
