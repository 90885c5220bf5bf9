import { useQueryClient } from '@tanstack/react-query';
import { goodsQueryKeys } from './keys';

/** Reloads every goods query (lists, counters, the form's good). */
export function useInvalidateGoods() {
  const queryClient = useQueryClient();
  // Not awaited: the caller's own callbacks (toasts, navigation) run first.
  return () => void queryClient.invalidateQueries({ queryKey: goodsQueryKeys.all });
}
