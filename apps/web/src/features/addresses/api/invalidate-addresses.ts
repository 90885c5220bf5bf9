import { useQueryClient } from '@tanstack/react-query';
import { addressQueryKeys } from './keys';

/** After an address changes: the book and the archive reload. */
export function useInvalidateAddresses() {
  const queryClient = useQueryClient();
  // Not awaited: the caller's own callbacks (toasts) must run before the list reloads and the row that
  // started the mutation unmounts, or they would be skipped.
  return () => void queryClient.invalidateQueries({ queryKey: addressQueryKeys.all });
}
