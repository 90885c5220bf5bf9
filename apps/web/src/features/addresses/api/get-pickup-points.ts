import { LAST_MILE_OPERATOR, type Page, type PickupPoint } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { addressQueryKeys } from './keys';

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
  const get = (path: string, query: Record<string, string | number | null>) =>
    apiClient.get<Page<PickupPoint>>(path, { query, signal });
  const request =
    operatorId === LAST_MILE_OPERATOR.CDEK
      ? get('/cdek/deliverypoints', { city_code: city.code })
      : operatorId === LAST_MILE_OPERATOR.POST
        ? get('/dadata/postalUnit', { address: city.name })
        : operatorId === LAST_MILE_OPERATOR.DPD
          ? get('/pvz/data', { city_code: city.code, operatorId })
          : get('/pvz/data', { city_code: city.code });
  // The post office lookup matches the text anywhere (streets too): keep the offices of this city.
  const cityName = city.name.trim().toLowerCase();
  return request.then((answer) =>
    answer.data.filter(
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

/** The pickup points of one operator in a city, once the city is known (`canListPickupPoints`). */
export function usePickupPoints(operatorId: number | undefined, city: PointsCity | null) {
  return useQuery({
    queryKey: addressQueryKeys.pickupPoints(operatorId, city?.code ?? null, city?.name ?? ''),
    queryFn: ({ signal }) => fetchPickupPoints(operatorId ?? 0, city ?? { code: null, name: '' }, signal),
    enabled: canListPickupPoints(operatorId, city),
    staleTime: 5 * 60_000,
  });
}
