import type { AdditionalService, Page } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';

function useAdditionalServices(type: 'GOODS' | 'PARCEL') {
  return useQuery({
    queryKey: ['additional-services', type] as const,
    queryFn: () => apiClient.get<Page<AdditionalService>>(`/additional-service/e-object-type/${type}`),
    select: (answer) => answer.data,
    staleTime: 10 * 60_000,
  });
}

/** Services of a good (examination, consolidation, photo report…) with their prices. */
export const useGoodServices = () => useAdditionalServices('GOODS');
/** Services of a parcel (wrapping, documents, crating). */
export const useParcelServices = () => useAdditionalServices('PARCEL');
