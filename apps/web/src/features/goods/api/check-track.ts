import type { TrackCheckAnswer } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { goodsQueryKeys } from './keys';

/** GET /api/goods/incomingDeclaration/check: is the track already registered by this customer? */
export function useTrackCheck(
  track: string,
  options: { clientId: number | undefined; goodId: number | null; enabled: boolean },
) {
  return useQuery({
    queryKey: goodsQueryKeys.trackCheck(track, options.goodId),
    queryFn: ({ signal }) =>
      apiClient.get<TrackCheckAnswer>('/goods/incomingDeclaration/check', {
        query: { incomingDeclaration: track, clientId: options.clientId, goodId: options.goodId },
        signal,
      }),
    enabled: options.enabled,
    staleTime: 10_000,
  });
}
