import type { DeliveryTariff, Page } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import type { Recipient } from '@cargo/domain';

/** Confirmed recipients only: the one-click parcel's customs recipient. Under the recipients' key, so every
 * recipient change reloads it. */
export function useVerifiedRecipients(enabled: boolean) {
  return useQuery({
    queryKey: ['recipients', 'verified'] as const,
    queryFn: () =>
      apiClient.get<Page<Recipient>>('/client/my-recipient-data', {
        query: { version: 'v2', page: 1, offset: 10000, isVerified: true },
      }),
    select: (answer) => answer.data,
    enabled,
    staleTime: 30_000,
  });
}

/** Tariffs of the recipient's country; only those that take dangerous goods when the good is one. */
export function useDeliveryTariffs(countryId: number | null, isDangerous: boolean) {
  return useQuery({
    queryKey: ['delivery-tariffs', countryId, isDangerous] as const,
    queryFn: () =>
      apiClient.get<Page<DeliveryTariff>>('/delivery-transport', {
        query: { countryId, isDangerous: isDangerous || undefined, offset: 100 },
      }),
    select: (answer) => answer.data,
    enabled: countryId !== null,
    staleTime: 10 * 60_000,
  });
}
