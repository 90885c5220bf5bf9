import type { Good, GoodSection, Page } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { GOODS_PAGE_SIZE, goodsQueryKeys, type GoodsSort } from './keys';

/**
 * GET /api/client/my-goods: one section of the customer's goods, whole, sorted by name or creation date. The
 * list's tabs read it, and so do the parcel screens (the shelf «onstore» for the order form, «virtual» for the
 * virtual parcel), under the same key, so every goods change reloads them all.
 */
export function useGoodsList(section: GoodSection, sort: GoodsSort) {
  return useQuery({
    queryKey: goodsQueryKeys.list(section, sort),
    queryFn: () =>
      apiClient.get<Page<Good>>('/client/my-goods', {
        query: { version: 'v2', section, sort, page: 1, offset: GOODS_PAGE_SIZE },
      }),
  });
}
