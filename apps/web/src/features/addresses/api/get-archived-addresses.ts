import type { Address, Page } from '@cargo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { addressQueryKeys, ARCHIVE_PAGE_SIZE } from './keys';

/** GET /api/client-address/archive: a page of archived addresses. */
export function useArchivedAddresses(page: number) {
  return useQuery({
    queryKey: addressQueryKeys.archive(page),
    queryFn: () =>
      apiClient.get<Page<Address>>('/client-address/archive', { query: { page, offset: ARCHIVE_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}
