import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../api/apiClient';
import { myInfoQueryKey, type MyInfo } from './myInfo';
import { useSession } from './useSession';

export function fetchMyInfo(): Promise<MyInfo> {
  return apiClient.get<MyInfo>('/client/my-info', { query: { version: 'v2' } });
}

/** The signed-in customer: profile, balances and referral code. Shared by the shell and the pages. */
export function useMyInfo() {
  const { accessToken } = useSession();
  return useQuery({
    queryKey: myInfoQueryKey,
    queryFn: fetchMyInfo,
    enabled: accessToken !== null,
    staleTime: 30_000,
  });
}
