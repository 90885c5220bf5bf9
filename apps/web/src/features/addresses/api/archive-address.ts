import type { Address } from '@cargo/domain';
import { apiClient } from '../../../shared/api/apiClient';
import { useAction } from '../../../shared/api/useAction';
import { useInvalidateAddresses } from './invalidate-addresses';

/** DELETE /api/client-address/cl/{id}: the address moves to the archive. */
export function useArchiveAddress() {
  const invalidate = useInvalidateAddresses();
  return useAction({
    mutationFn: (id: number) => apiClient.delete<Address>(`/client-address/cl/${id}`),
    onSuccess: invalidate,
  });
}
