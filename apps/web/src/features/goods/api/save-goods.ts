import type { Good, goodsCreateSchema, goodUpdateSchema, Page } from '@cargo/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api/apiClient';
import { useIdempotentMutation } from '../../../shared/api/useIdempotentMutation';
import { useInvalidateGoods } from './invalidate-goods';

export type GoodsCreateBody = z.output<typeof goodsCreateSchema>;
export type GoodUpdateBody = z.output<typeof goodUpdateSchema>;

/** POST /api/goods/create: goods under one track (also a duplicate). */
export function useCreateGoods() {
  const invalidate = useInvalidateGoods();
  return useIdempotentMutation({
    mutationFn: (body: GoodsCreateBody, idempotencyKey) =>
      apiClient.post<Page<Good>>('/goods/create', body, { query: { version: 'v2' }, idempotencyKey }),
    onSuccess: invalidate,
  });
}

/** PUT /api/goods/cl/{id} */
export function useUpdateGood(id: number) {
  const invalidate = useInvalidateGoods();
  return useMutation({
    mutationFn: (body: GoodUpdateBody) =>
      apiClient.put<Good>(`/goods/cl/${id}`, body, { query: { version: 'v2' } }),
    onSuccess: invalidate,
  });
}
