import type { StaffLotResult } from '@cargo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '../../../shared/api/useAction';

export const STAFF_LOTS_KEY = ['staff', 'orders', 'lots'] as const;

/** A step of the buyer's desk on one lot: once it is done, the queue and its counts are loaded again. */
export function useStaffLotMutation<T>(send: (input: T) => Promise<StaffLotResult>) {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: send,
    // Not awaited: the caller's toasts must run before the lot leaves the list and its dialog unmounts.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: STAFF_LOTS_KEY }),
  });
}
