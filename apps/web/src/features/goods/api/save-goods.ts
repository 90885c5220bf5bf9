import type { Good, goodsCreateSchema, goodUpdateSchema, Page } from '@cargo/domain';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api/apiClient';
import { useAction } from '../../../shared/api/useAction';
import { useInvalidateGoods } from './invalidate-goods';

export type GoodsCreateBody = z.output<typeof goodsCreateSchema>;
export type GoodUpdateBody = z.output<typeof goodUpdateSchema>;

/** POST /api/goods/create: goods under one track (also a duplicate). */
export function useCreateGoods() {
  const invalidate = useInvalidateGoods();
  return useAction({
    mutationFn: (body: GoodsCreateBody, idempotencyKey) =>
      apiClient.post<Page<Good>>('/goods/create', body, { query: { version: 'v2' }, idempotencyKey }),
    onSuccess: invalidate,
  });
}

/** PUT /api/goods/cl/{id} */
export function useUpdateGood(id: number) {
  const invalidate = useInvalidateGoods();
  return useAction({
    mutationFn: (body: GoodUpdateBody) =>
      apiClient.put<Good>(`/goods/cl/${id}`, body, { query: { version: 'v2' } }),
    onSuccess: invalidate,
  });
}
