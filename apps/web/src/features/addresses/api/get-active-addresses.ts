import type { Address, Page } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { addressQueryKeys, ADDRESSES_PAGE_SIZE } from './keys';

/** GET /api/client/my-addresses: the address book, whole. */
export function useActiveAddresses() {
  return useQuery({
    queryKey: addressQueryKeys.active,
    queryFn: () =>
      apiClient.get<Page<Address>>('/client/my-addresses', {
        query: { page: 1, offset: ADDRESSES_PAGE_SIZE },
      }),
    staleTime: 30_000,
  });
}
