import type { Address, AddressData, Page } from '@cargo/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { useAction } from '../../../shared/api/useAction';
import { addressQueryKeys, ADDRESSES_PAGE_SIZE, ARCHIVE_PAGE_SIZE } from './keys';

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

export function useArchivedAddresses(page: number) {
  return useQuery({
    queryKey: addressQueryKeys.archive(page),
    queryFn: () =>
      apiClient.get<Page<Address>>('/client-address/archive', { query: { page, offset: ARCHIVE_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

function useInvalidateAddresses() {
  const queryClient = useQueryClient();
  // Not awaited: the caller's own callbacks (toasts) must run before the list reloads and the row that
  // started the mutation unmounts, or they would be skipped.
  return () => void queryClient.invalidateQueries({ queryKey: addressQueryKeys.all });
}

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

export function useArchiveAddress() {
  const invalidate = useInvalidateAddresses();
  return useAction({
    mutationFn: (id: number) => apiClient.delete<Address>(`/client-address/cl/${id}`),
    onSuccess: invalidate,
  });
}

export function useRestoreAddress() {
  const invalidate = useInvalidateAddresses();
  return useAction({
    mutationFn: (id: number) => apiClient.put<Address>(`/client-address/cl/${id}/activate`),
    onSuccess: invalidate,
  });
}
