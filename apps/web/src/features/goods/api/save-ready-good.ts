import type {
  goodItemSchema,
  oneClickParcelSchema,
  ReadyGood,
  readyGoodCreateSchema,
  readyGoodUpdateSchema,
} from '@cargo/domain';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api/apiClient';
import { useAction } from '../../../shared/api/useAction';
import { useInvalidateGoods } from './invalidate-goods';

export type GoodItemData = z.output<typeof goodItemSchema>;
export type ParcelDataBody = z.output<typeof oneClickParcelSchema>;
export type ReadyGoodCreateBody = z.output<typeof readyGoodCreateSchema>;
/** PUT /api/readyGoods/{id} takes the one good itself, not a list. */
export type ReadyGoodUpdateBody = z.output<typeof readyGoodUpdateSchema>;

/** POST /api/readyGoods/cl: one good sent on in one click, with its parcel. */
export function useCreateReadyGood() {
  const invalidate = useInvalidateGoods();
  return useAction({
    mutationFn: (body: ReadyGoodCreateBody, idempotencyKey) =>
      apiClient.post<ReadyGood>('/readyGoods/cl', body, { idempotencyKey }),
    onSuccess: invalidate,
  });
}

/** PUT /api/readyGoods/{id}: the one-click good and its parcel together. */
export function useUpdateReadyGood(id: number) {
  const invalidate = useInvalidateGoods();
  return useAction({
    mutationFn: (body: ReadyGoodUpdateBody) => apiClient.put<ReadyGood>(`/readyGoods/${id}`, body),
    onSuccess: invalidate,
  });
}
