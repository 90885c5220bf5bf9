import type { StorageTerms } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../api/apiClient';

/** GET /api/storage-terms: the free days and the daily fee the server charges (public; decision 052). */
export function useStorageTerms() {
  return useQuery({
    queryKey: ['storage-terms'],
    queryFn: ({ signal }) => apiClient.get<StorageTerms>('/storage-terms', { signal }),
    staleTime: 60 * 60_000,
  });
}
