import { count, eq } from 'drizzle-orm';
import { goodsAwaitingPhotoReport } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { anyOf } from '../../db/any-of.js';
import { goodPhotoReports, goods } from '../../db/schema/goods.js';

/**
 * The goods of these parcels whose paid photo report (service 12) has no photo yet, by parcel: the domain's
 * `goodsAwaitingPhotoReport` over the goods and their photo counts, read in one query.
 */
export async function goodsAwaitingPhotoReportOf(
  db: Executor,
  parcelIds: readonly number[],
): Promise<Map<number, Array<{ id: number; description: string }>>> {
  const awaiting = new Map<number, Array<{ id: number; description: string }>>();
  const unique = [...new Set(parcelIds)];
  if (unique.length === 0) return awaiting;
  const rows = await db
    .select({
      id: goods.id,
      parcelId: goods.parcelId,
      description: goods.description,
      additionalServicesIds: goods.additionalServicesIds,
      photoReports: count(goodPhotoReports.id),
    })
    .from(goods)
    .leftJoin(goodPhotoReports, eq(goodPhotoReports.goodId, goods.id))
    .where(anyOf(goods.parcelId, unique))
    .groupBy(goods.id)
    .orderBy(goods.id);
  for (const id of goodsAwaitingPhotoReport(rows)) {
    const { parcelId, description } = rows.find((row) => row.id === id)!;
    awaiting.set(parcelId!, [...(awaiting.get(parcelId!) ?? []), { id, description }]);
  }
  return awaiting;
}
