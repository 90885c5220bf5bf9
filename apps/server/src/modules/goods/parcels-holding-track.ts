import { and, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { goods } from '../../db/schema/goods.js';
import { startsWith } from '../../db/search-expressions.js';

/**
 * The parcels holding a good whose incoming track starts with `trackKey` (`normalizeTrack`d), as a subquery for the
 * parcel desk's search: a parcel is found by the Chinese tracks of its goods too.
 */
export function parcelsHoldingTrack(db: Executor, trackKey: string) {
  return db
    .select({ parcelId: goods.parcelId })
    .from(goods)
    .where(and(startsWith(goods.trackKey, trackKey), isNotNull(goods.parcelId)));
}
