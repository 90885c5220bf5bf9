import { and } from 'drizzle-orm';
import type { StorageSettings } from '@cargo/domain';
import { readPageText } from '../../db/read/read-page-text.js';
import type { PageRequest, ReadScope } from '../../db/read/reader.js';
import { totalCount } from '../../db/paginate.js';
import { goods } from '../../db/schema/goods.js';
import { goodJsonPieces } from './good-json.js';
import { type GoodsFilter, goodsConditions, goodsOrder } from './queries.js';

/**
 * A page of the customer's goods (`my-goods`) as the JSON text of `pageResponse(goodSchema)`, written whole by
 * PostgreSQL (docs/decisions/040, 060): the portal receives one string and sends it. Each row is the good's one
 * definition (`good-json.ts`), filtered and ordered as `listGoods` does.
 */
export async function goodsPageText(
  scope: ReadScope,
  userId: number,
  filter: GoodsFilter & PageRequest,
  settings: StorageSettings,
): Promise<string> {
  return readPageText(
    scope,
    goodJsonPieces(settings, new Date()),
    (columns) =>
      scope.db
        .select({ ...columns, total: totalCount })
        .from(goods)
        .where(and(...goodsConditions(userId, filter)))
        .orderBy(...goodsOrder(filter))
        .$dynamic(),
    filter,
  );
}
