import { LAST_MILE_OPERATOR, type AddressData, type Page } from '@cargo/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../shared/api/apiClient';

/** An address as the API returns it (docs/api-recipients-addresses.md). */
export interface Address {
  id: number;
  name: string | null;
  address: string | null;
  city: string | null;
  cityCode: number | null;
  postalCode: string | null;
  create_date: string | null;
  country: { code: number; name: string };
  lastMileOperator: { id: number; name: string };
  lastMileDeliveryMethod: { id: number; name?: string };
  pvzCode: string | null;
  pvzName: string | null;
  isDobropozin: boolean;
  status: 'ACTIVE' | 'ARCHIVED';
}

export interface PickupPoint {
  code: string;
  name: string;
  operatorId: number;
  operatorName: string;
  countryCode: number;
  city: string;
  cityCode: number | null;
  address: string;
  postalCode: string | null;
  workTime: string | null;
  type: 'PVZ' | 'POSTAMAT' | 'POST_OFFICE';
}

/** A city of the CDEK directory (GET /api/cdek/location/cities/). */
export interface CdekCity {
  code: number;
  city: string;
  region: string | null;
  countryCode: number;
  countryIso2: string;
  postalCode: string | null;
}

export interface AddressSuggestion {
  value: string;
  city: string | null;
  cityCode: number | null;
  street: string | null;
  postalCode: string | null;
  countryCode: number | null;
}

/** Address lists: the active one is loaded whole (100), the archive four per page (spec section 9). */
export const ADDRESSES_PAGE_SIZE = 100;
export const ARCHIVE_PAGE_SIZE = 4;

export const addressQueryKeys = {
  all: ['addresses'] as const,
  active: ['addresses', 'active'] as const,
  archive: (page: number) => ['addresses', 'archive', page] as const,
};

type ListAnswer<T> = Page<T> | T[];
const items = <T>(answer: ListAnswer<T>): T[] => (Array.isArray(answer) ? answer : answer.data);

export function useActiveAddresses() {
  return useQuery({
    queryKey: addressQueryKeys.active,
    queryFn: () =>
      apiClient.get<Page<Address>>('/client/my-addresses', {
        query: { page: 1, offset: ADDRESSES_PAGE_SIZE },
      }),
    staleTime: 30_000,
  });
}

export function useArchivedAddresses(page: number) {
  return useQuery({
    queryKey: addressQueryKeys.archive(page),
    queryFn: () =>
      apiClient.get<Page<Address>>('/client-address/archive', { query: { page, offset: ARCHIVE_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

function useInvalidateAddresses() {
  const queryClient = useQueryClient();
  // Not awaited: the caller's own callbacks (toasts) must run before the list reloads and the row that
  // started the mutation unmounts, or they would be skipped.
  return () => void queryClient.invalidateQueries({ queryKey: addressQueryKeys.all });
}

/** POST /api/client-address/cl, or PUT …/cl/{id} when editing. */
export function useSaveAddress(id: number | null) {
  const invalidate = useInvalidateAddresses();
  return useMutation({
    mutationFn: (body: AddressData) =>
      id === null
        ? apiClient.post<Address>('/client-address/cl', body)
        : apiClient.put<Address>(`/client-address/cl/${id}`, body),
    onSettled: invalidate,
  });
}

export function useArchiveAddress() {
  const invalidate = useInvalidateAddresses();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete<Address>(`/client-address/cl/${id}`),
    onSuccess: invalidate,
  });
}

export function useRestoreAddress() {
  const invalidate = useInvalidateAddresses();
  return useMutation({
    mutationFn: (id: number) => apiClient.put<Address>(`/client-address/cl/${id}/activate`),
    onSuccess: invalidate,
  });
}

/** CDEK cities starting with the typed text, in the address's country (RU or BY). */
export function useCitySearch(countryIso2: string, text: string) {
  const query = text.trim();
  return useQuery({
    queryKey: ['cdek-cities', countryIso2, query] as const,
    queryFn: ({ signal }): Promise<CdekCity[]> =>
      apiClient
        .get<ListAnswer<CdekCity>>('/cdek/location/cities/', {
          query: { country_codes: countryIso2, city: query, offset: 20 },
          signal,
        })
        .then(items),
    enabled: query.length >= 2,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export interface PointsCity {
  code: number | null;
  name: string;
}

/**
 * The pickup points of one operator in a city: CDEK from its directory, the own network and DPD from
 * /api/pvz/data, the post offices from /api/dadata/postalUnit (looked up by the city's name).
 */
function fetchPickupPoints(
  operatorId: number,
  city: PointsCity,
  signal: AbortSignal,
): Promise<PickupPoint[]> {
  const request = (() => {
    switch (operatorId) {
      case LAST_MILE_OPERATOR.CDEK:
        return apiClient.get<ListAnswer<PickupPoint>>('/cdek/deliverypoints', {
          query: { city_code: city.code },
          signal,
        });
      case LAST_MILE_OPERATOR.POST:
        return apiClient.get<ListAnswer<PickupPoint>>('/dadata/postalUnit', {
          query: { address: city.name },
          signal,
        });
      case LAST_MILE_OPERATOR.DPD:
        return apiClient.get<ListAnswer<PickupPoint>>('/pvz/data', {
          query: { city_code: city.code, operatorId },
          signal,
        });
      default:
        return apiClient.get<ListAnswer<PickupPoint>>('/pvz/data', {
          query: { city_code: city.code },
          signal,
        });
    }
  })();
  // The post office lookup matches the text anywhere (streets too): keep the offices of this city.
  const cityName = city.name.trim().toLowerCase();
  return request.then((answer) =>
    items(answer).filter(
      (point) =>
        point.operatorId === operatorId &&
        (operatorId !== LAST_MILE_OPERATOR.POST || point.city.toLowerCase().includes(cityName)),
    ),
  );
}

/** Points are listed by city code, post offices by the city's name. */
export function canListPickupPoints(operatorId: number | undefined, city: PointsCity | null): boolean {
  if (operatorId === undefined || city === null) return false;
  return operatorId === LAST_MILE_OPERATOR.POST ? city.name.trim().length > 0 : city.code !== null;
}

export function usePickupPoints(operatorId: number | undefined, city: PointsCity | null) {
  const ready = canListPickupPoints(operatorId, city);
  return useQuery({
    queryKey: ['pickup-points', operatorId, city?.code ?? null, city?.name ?? ''] as const,
    queryFn: ({ signal }) => fetchPickupPoints(operatorId ?? 0, city ?? { code: null, name: '' }, signal),
    enabled: ready,
    staleTime: 5 * 60_000,
  });
}

/** Street suggestions for a courier address. */
export function useAddressSuggestions(text: string) {
  const query = text.trim();
  return useQuery({
    queryKey: ['address-suggestions', query] as const,
    queryFn: ({ signal }): Promise<AddressSuggestion[]> =>
      apiClient
        .get<ListAnswer<AddressSuggestion>>('/client-address/suggestion', {
          query: { address: query },
          signal,
        })
        .then(items),
    enabled: query.length >= 3,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
