import type { CdekCity, Page, PickupPoint } from '@cargo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';

/** GET /api/calc/cities: the cities of the country whose name starts with the typed text (public). */
export function useCalcCities(countryCode: number, text: string) {
  const query = text.trim();
  return useQuery({
    queryKey: ['calc', 'cities', countryCode, query],
    queryFn: ({ signal }): Promise<CdekCity[]> =>
      apiClient
        .get<Page<CdekCity>>('/calc/cities', { query: { country: countryCode, city: query }, signal })
        .then((answer) => answer.data),
    enabled: query.length >= 2,
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/calc/pickup-points: the city's pickup points of every operator (public). */
export function useCalcPickupPoints(cityCode: number | null) {
  return useQuery({
    queryKey: ['calc', 'pickup-points', cityCode],
    queryFn: ({ signal }): Promise<PickupPoint[]> =>
      apiClient
        .get<Page<PickupPoint>>('/calc/pickup-points', { query: { city_code: cityCode }, signal })
        .then((answer) => answer.data),
    enabled: cityCode !== null,
    staleTime: 10 * 60_000,
  });
}
