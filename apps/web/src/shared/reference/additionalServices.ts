import type { AdditionalService, Page } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../api/apiClient';

type ServiceObject = 'GOODS' | 'PARCEL';

export const additionalServicesQueryKey = (object: ServiceObject) => ['additional-services', object] as const;

/** GET /api/additional-service/e-object-type/{GOODS|PARCEL}: the services of a good or a parcel, with prices. */
function useAdditionalServices(object: ServiceObject) {
  return useQuery({
    queryKey: additionalServicesQueryKey(object),
    queryFn: () => apiClient.get<Page<AdditionalService>>(`/additional-service/e-object-type/${object}`),
    select: (answer) => answer.data,
    staleTime: 10 * 60_000,
  });
}

/** Services of a good (examination, consolidation, photo report…). */
export const useGoodServices = () => useAdditionalServices('GOODS');
/** Services of a parcel (wrapping, documents, crating): the order form and the one-click parcel. */
export const useParcelServices = () => useAdditionalServices('PARCEL');
