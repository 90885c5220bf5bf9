import type {
  AdditionalService,
  CreatedId,
  CurrencyRate,
  DeliveryTariff,
  Good,
  Page,
  ParcelOrderInput,
  Recipient,
} from '@cargo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { parcelsQueryKeys } from './keys';

/** Goods on the shelf (status 20): what a new parcel is made of. Under the goods key, so goods changes reload it. */
export function useShelfGoods() {
  return useQuery({
    queryKey: ['goods', 'list', 'onstore', 'date'] as const,
    queryFn: () =>
      apiClient.get<Page<Good>>('/client/my-goods', {
        query: { version: 'v2', section: 'onstore', sort: 'date', page: 1, offset: 1000 },
      }),
    select: (answer) => answer.data,
  });
}

/**
 * Goods that may be gathered into the virtual parcel (the goods section «virtual»: statuses 10, 12, 20), with
 * those already in a parcel; under the goods key, so goods changes reload it.
 */
export function useVirtualSectionGoods() {
  return useQuery({
    queryKey: ['goods', 'list', 'virtual', 'date'] as const,
    queryFn: () =>
      apiClient.get<Page<Good>>('/client/my-goods', {
        query: { version: 'v2', section: 'virtual', sort: 'date', page: 1, offset: 1000 },
      }),
    select: (answer) => answer.data,
  });
}

/** Confirmed recipients: a parcel's customs recipient. */
export function useVerifiedRecipients() {
  return useQuery({
    queryKey: ['recipients', 'verified'] as const,
    queryFn: () =>
      apiClient.get<Page<Recipient>>('/client/my-recipient-data', {
        query: { version: 'v2', page: 1, offset: 10000, isVerified: true },
      }),
    select: (answer) => answer.data,
    staleTime: 30_000,
  });
}

/** Tariffs of the recipient's country (spec: GET /api/delivery-transport?countryId&offset=100). */
export function useTariffs(countryId: number | null, isDangerous: boolean) {
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

/** The parcel's additional services with prices. */
export function useParcelServices() {
  return useQuery({
    queryKey: ['additional-services', 'PARCEL'] as const,
    queryFn: () => apiClient.get<Page<AdditionalService>>('/additional-service/e-object-type/PARCEL'),
    select: (answer) => answer.data,
    staleTime: 10 * 60_000,
  });
}

/** Roubles per unit of each currency: the declared value in euros for the customs gauge. */
export function useRates() {
  return useQuery({
    queryKey: ['currency-rate'] as const,
    queryFn: () => apiClient.get<CurrencyRate[]>('/currency-rate'),
    staleTime: 10 * 60_000,
  });
}

function useInvalidateAfterSave() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: parcelsQueryKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['goods'] });
  };
}

/** POST /api/parcel/cl: a parcel request from goods on the shelf. */
export function useCreateParcel() {
  const invalidate = useInvalidateAfterSave();
  return useMutation({
    mutationFn: (input: ParcelOrderInput) => apiClient.post<CreatedId>('/parcel/cl', input),
    onSuccess: invalidate,
  });
}

/** PUT /api/parcel/cl/{id}: the request's data and goods. */
export function useUpdateParcel(id: number) {
  const invalidate = useInvalidateAfterSave();
  return useMutation({
    mutationFn: (input: ParcelOrderInput) => apiClient.put<unknown>(`/parcel/cl/${id}`, input),
    onSuccess: invalidate,
  });
}
