import { pickupPointQuery, type Page, type PickupPoint } from '@cargo/domain';
import type { AppContext } from '../../context.js';
import type { PageRequest, ReadScope } from '../../db/read/reader.js';
import { findTariff } from './find-tariff.js';

/**
 * GET /api/pvz/data: the pickup points a tariff can deliver to (the choice of operators is the domain's
 * `pickupPointQuery`), in a city when one is named; read through the route's scope (its session check rides in
 * the points' statement).
 */
export async function listPvzPoints(
  ctx: AppContext,
  query: { deliveryTransportId?: number; cityCode?: number; operatorId?: number },
  page: PageRequest,
  scope: ReadScope,
): Promise<Page<PickupPoint>> {
  const tariff = query.deliveryTransportId ? await findTariff(ctx.db, query.deliveryTransportId) : null;
  const { operatorIds, countryCode } = pickupPointQuery(
    tariff ? { id: tariff.id, title: tariff.title } : null,
    query.operatorId,
  );
  return ctx.reference.pickupPoints(
    { operatorIds, cityCode: query.cityCode, countryCode: countryCode ?? undefined },
    page,
    scope,
  );
}
