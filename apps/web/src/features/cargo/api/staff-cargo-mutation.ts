import type { Cargo } from '@cargo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '../../../shared/api/useAction';
import { cargoQueryKeys } from './keys';

/** A desk step on one cargo: the desk's lists, counters and pages reload after it. */
export function useDeskMutation<T>(send: (input: T) => Promise<Cargo>) {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: send,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: cargoQueryKeys.staff.all }),
  });
}
