import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '../../../shared/api/useAction';

/** A team change: the team (and the member's own roles, which may be among those changed) reload after it. */
export function useTeamChange<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useAction<R, V>({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
