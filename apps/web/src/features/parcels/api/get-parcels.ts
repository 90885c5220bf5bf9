import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import type { ParcelSection } from '../model/sections';
import type { ParcelListAnswer } from '../model/types';
import { PARCELS_PAGE_SIZE, parcelsQueryKeys } from './keys';

/** Status categories of each tab (spec section 4). */
export const SECTION_CATEGORIES: Record<ParcelSection, readonly number[]> = {
  virtual: [5],
  inwork: [1, 2, 3, 4, 15],
  sent: [6, 7, 8, 9, 10, 11, 12, 13, 14, 100],
  archive: [16],
};

/** GET /api/client/my-parcels: one tab, awaiting-payment parcels first, with the counters. */
export function useParcelList(section: ParcelSection) {
  return useQuery({
    queryKey: parcelsQueryKeys.list(section),
    queryFn: ({ signal }) =>
      apiClient.get<ParcelListAnswer>('/client/my-parcels', {
        signal,
        query: {
          version: 'v2',
          page: 1,
          offset: PARCELS_PAGE_SIZE,
          statusCategoryIds: SECTION_CATEGORIES[section].join(','),
          isAwaitingPaymentOnTop: true,
        },
      }),
  });
}

/**
 * The counters alone (the sidebar's «Посылки» badge: awaiting payment + customs and delivery problems): the
 * same call with a one-row page.
 */
export function useParcelCounters() {
  return useQuery({
    queryKey: parcelsQueryKeys.counters,
    queryFn: ({ signal }) =>
      apiClient.get<ParcelListAnswer>('/client/my-parcels', {
        signal,
        query: { version: 'v2', page: 1, offset: 1, isAwaitingPaymentOnTop: true },
      }),
    select: (answer) => ({
      parcelsAwaitingPayment: answer.parcelsAwaitingPayment,
      problemsRuCustoms: answer.problemsRuCustoms,
      problemsRuDelivery: answer.problemsRuDelivery,
    }),
    staleTime: 30_000,
  });
}
