import type { ParcelCounters, ParcelDetails, ParcelList } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import type { ParcelSection } from '../model/sections';
import { PARCELS_PAGE_SIZE, parcelsQueryKeys } from './keys';

/**
 * What each tab asks for (spec section 4): the status categories, except the archive, whose statuses have no
 * category and are asked for by status id.
 */
export const SECTION_FILTER: Record<ParcelSection, { statusCategoryIds: string } | { statusId: string }> = {
  virtual: { statusCategoryIds: '5' },
  inwork: { statusCategoryIds: '1,2,3,4,15' },
  sent: { statusCategoryIds: '6,7,8,9,10,11,12,13,14,100' },
  archive: { statusId: '100,102,602,800,950' },
};

/**
 * GET /api/client/my-parcels: one tab, awaiting-payment parcels first, with the counters; `category` narrows the
 * tab to one of its status categories.
 */
export function useParcelList(section: ParcelSection, category: number | null = null) {
  return useQuery({
    queryKey:
      category === null ? parcelsQueryKeys.list(section) : [...parcelsQueryKeys.list(section), category],
    queryFn: ({ signal }) =>
      apiClient.get<ParcelList>('/client/my-parcels', {
        signal,
        query: {
          version: 'v2',
          page: 1,
          offset: PARCELS_PAGE_SIZE,
          ...(category === null ? SECTION_FILTER[section] : { statusCategoryIds: String(category) }),
          isAwaitingPaymentOnTop: true,
        },
      }),
  });
}

/**
 * The counters alone (the sidebar's «Посылки» badge: awaiting payment + customs and delivery problems):
 * GET /api/client/my-parcels/counters, one indexed statement on the server.
 */
export function useParcelCounters() {
  return useQuery({
    queryKey: parcelsQueryKeys.counters,
    queryFn: ({ signal }) => apiClient.get<ParcelCounters>('/client/my-parcels/counters', { signal }),
    staleTime: 30_000,
  });
}

/** GET /api/parcel/parcelWithStatus?parcelId: a parcel's page (goods, measures, price, customs, tracking). */
export function useParcel(id: number | null) {
  return useQuery({
    queryKey: parcelsQueryKeys.one(id ?? 0),
    queryFn: ({ signal }) =>
      apiClient.get<ParcelDetails>('/parcel/parcelWithStatus', { signal, query: { parcelId: id! } }),
    enabled: id !== null,
  });
}
