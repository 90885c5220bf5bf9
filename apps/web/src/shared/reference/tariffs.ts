import type { DeliveryTariff, Page } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../api/apiClient';

export const deliveryTariffsQueryKey = (countryId: number | null, isDangerous: boolean) =>
  ['delivery-tariffs', countryId, isDangerous] as const;

/**
 * GET /api/delivery-transport?countryId&offset=100: the tariffs to the recipient's country, only those that take
 * dangerous goods when a good is one (the parcel order form and the one-click parcel). Nothing until a country.
 */
export function useDeliveryTariffs(countryId: number | null, isDangerous: boolean) {
  return useQuery({
    queryKey: deliveryTariffsQueryKey(countryId, isDangerous),
    queryFn: () =>
      apiClient.get<Page<DeliveryTariff>>('/delivery-transport', {
        query: { countryId, isDangerous: isDangerous || undefined, offset: 100 },
      }),
    select: (answer) => answer.data,
    enabled: countryId !== null,
    staleTime: 10 * 60_000,
  });
}
