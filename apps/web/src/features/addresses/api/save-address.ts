import type { Address, AddressData } from '@cargo/domain';
import { apiClient } from '../../../shared/api/apiClient';
import { useAction } from '../../../shared/api/useAction';
import { useInvalidateAddresses } from './invalidate-addresses';

/** POST /api/client-address/cl, or PUT …/cl/{id} when editing. */
export function useSaveAddress(id: number | null) {
  const invalidate = useInvalidateAddresses();
  return useAction({
    mutationFn: (body: AddressData, idempotencyKey) =>
      id === null
        ? apiClient.post<Address>('/client-address/cl', body, { idempotencyKey })
        : apiClient.put<Address>(`/client-address/cl/${id}`, body),
    onSettled: invalidate,
  });
}
