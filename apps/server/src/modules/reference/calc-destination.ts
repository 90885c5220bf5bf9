import {
  CALC_COUNTRY_ISO2,
  CALC_DESTINATION_MESSAGES,
  CALC_POINT_OPERATORS,
  type CalcDestinationContext,
} from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { fieldError } from '../../errors.js';

/** How many of a city's points are read to know which operators have points there. */
const CITY_POINTS_READ = 1000;

/**
 * The public calculator's destination read from the reference provider: the city (looked up by its name and
 * matched by code, so a made-up pair is refused), the chosen pickup point of that city, and which operators have
 * points in the city. Unknown city or point: a 400 on the field, nothing else asked.
 */
export async function findCalcDestination(
  ctx: Pick<AppContext, 'reference'>,
  input: { countryCode: number; cityCode?: number; city?: string; pickupPointCode?: string },
): Promise<CalcDestinationContext | null> {
  const M = CALC_DESTINATION_MESSAGES;
  if (input.cityCode === undefined) {
    if (input.pickupPointCode !== undefined || input.city !== undefined) {
      throw fieldError('cityCode', M.cityRequired);
    }
    return null;
  }
  const iso2 = CALC_COUNTRY_ISO2[input.countryCode];
  const found = input.city
    ? await ctx.reference.cities(
        { countryIso2s: iso2 ? [iso2] : [], prefix: input.city },
        { page: 1, size: 50 },
      )
    : { data: [] };
  const city = found.data.find(
    (item) => item.code === input.cityCode && item.countryCode === input.countryCode,
  );
  if (!city) throw fieldError('cityCode', M.cityUnknown);

  const points = await ctx.reference.pickupPoints(
    { operatorIds: [...CALC_POINT_OPERATORS], cityCode: city.code, countryCode: input.countryCode },
    { page: 1, size: CITY_POINTS_READ },
  );
  let point = null;
  if (input.pickupPointCode !== undefined) {
    point = await ctx.reference.findPickupPoint(input.pickupPointCode);
    if (!point || point.cityCode !== city.code || point.countryCode !== input.countryCode) {
      throw fieldError('pickupPointCode', M.pointUnknown);
    }
  }
  return {
    countryCode: input.countryCode,
    city,
    point,
    pointOperatorIds: [...new Set(points.data.map((item) => item.operatorId))],
  };
}
