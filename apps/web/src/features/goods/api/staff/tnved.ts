import type { GoodTnvedInput } from '@cargo/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/api/apiClient';
import { useAction } from '../../../../shared/api/useAction';

const tnvedKey = (id: number) => ['staff', 'goods', 'tnved', id] as const;

/** GET /api/staff/goods/{id}/tnved-suggestion: the good's ТН ВЭД code and the one most used for its name. */
export function useTnvedSuggestion(id: number) {
  return useQuery({
    queryKey: tnvedKey(id),
    queryFn: ({ signal }) =>
      apiClient.get<{ current: string | null; tnvedCode: string | null; uses: number }>(
        `/staff/goods/${id}/tnved-suggestion`,
        { signal },
      ),
  });
}

/** PUT /api/staff/goods/{id}/tnved: the code for the customs registry (decision 062). */
export function useSetTnved(id: number) {
  const queryClient = useQueryClient();
  return useAction({
    repeatAfterSuccessMs: 0,
    mutationFn: (input: GoodTnvedInput) =>
      apiClient.put<{ id: number; tnvedCode: string | null }>(`/staff/goods/${id}/tnved`, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: tnvedKey(id) }),
  });
}
