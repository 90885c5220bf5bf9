import { type AnyColumn, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { goods } from '../../db/schema/goods.js';

/**
 * `parcelGoodsSummary` of one parcel as a subquery to join laterally in another module's list (the parcel page,
 * docs/decisions/040): one row per parcel, also for a parcel without goods (0, 0.00, false).
 */
export function parcelGoodsSummaryLateral(db: Executor, parcelId: AnyColumn) {
  return db
    .select({
      goodsCount: sql<number>`cast(count(*) as integer)`.mapWith(Number).as('goods_count'),
      goodsValue: sql<string>`coalesce(sum(${goods.price} * ${goods.qty}), 0)::numeric(14,2)`.as(
        'goods_value',
      ),
      oneClick: sql<boolean>`coalesce(bool_or(${goods.isReady}), false)`.as('one_click'),
      // The goods' currency (null without goods): the parcel page's customs check values them in it.
      goodsCurrency: sql<string | null>`min(${goods.currency})`.as('goods_currency'),
    })
    .from(goods)
    .where(eq(goods.parcelId, parcelId))
    .as('parcel_goods');
}
