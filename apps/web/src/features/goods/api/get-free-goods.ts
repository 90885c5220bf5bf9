import type { Good, Page } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { GOODS_PAGE_SIZE, goodsQueryKeys } from './keys';

/**
 * GET /api/client/my-goods?section=onstore&free=true: the goods on the shelf that no parcel holds, newest first —
 * what the parcel order form offers (a good in another parcel would be refused). Under the goods lists' key, so
 * every goods or parcel change reloads it.
 */
export function useFreeGoods() {
  return useQuery({
    queryKey: goodsQueryKeys.free,
    queryFn: () =>
      apiClient.get<Page<Good>>('/client/my-goods', {
        query: {
          version: 'v2',
          section: 'onstore',
          free: true,
          sort: 'date',
          page: 1,
          offset: GOODS_PAGE_SIZE,
        },
      }),
  });
}
