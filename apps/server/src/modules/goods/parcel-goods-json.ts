import { type AnyColumn, and, eq, sql } from 'drizzle-orm';
import type { StorageSettings } from '@cargo/domain';
import { goods } from '../../db/schema/goods.js';
import { goodJson } from './good-json.js';

/** A parcel page lists at most this many goods, as `listGoods` with a page of 1,000 did. */
const PARCEL_PAGE_GOODS = 1000;

/**
 * The JSON text of a parcel's goods (`goodSchema[]`, newest first, as `listGoods` orders them) as a scalar subquery
 * the parcels module puts in its parcel page's one statement: each good is its one definition (`good-json.ts`).
 */
export function parcelGoodsJsonSql(parcelId: AnyColumn, userId: AnyColumn, settings: StorageSettings) {
  return sql<string>`('[' || coalesce((select string_agg(listed.json, ',' order by listed.n) from (
      select ${goodJson(settings)} as json,
        row_number() over (order by ${goods.createdAt} desc, ${goods.id} desc) as n
      from ${goods} where ${and(eq(goods.parcelId, parcelId), eq(goods.userId, userId))}
      order by ${goods.createdAt} desc, ${goods.id} desc limit ${PARCEL_PAGE_GOODS}
    ) as listed), '') || ']')`;
}
