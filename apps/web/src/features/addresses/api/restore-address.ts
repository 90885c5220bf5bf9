import type { Address } from '@cargo/domain';
import { apiClient } from '../../../shared/api/apiClient';
import { useAction } from '../../../shared/api/useAction';
import { useInvalidateAddresses } from './invalidate-addresses';

/** PUT /api/client-address/cl/{id}/activate: an archived address comes back to the book. */
export function useRestoreAddress() {
  const invalidate = useInvalidateAddresses();
  return useAction({
    mutationFn: (id: number) => apiClient.put<Address>(`/client-address/cl/${id}/activate`),
    onSuccess: invalidate,
  });
}
