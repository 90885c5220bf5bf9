import { clientCodeOf, LABEL_MESSAGES, type LabelFormat } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { anyOf } from '../../db/any-of.js';
import { goods } from '../../db/schema/goods.js';
import { notFound } from '../../errors.js';
import type { LabelRow } from '../../labels/label-rows.js';
import { renderLabels } from '../../labels/label-pdf.js';

/**
 * A good's label at receipt: the customer's code and the good's number on top, the Code 128 of the number (plain
 * digits, what the desks' search reads as an object's number), the Chinese track and what the good is. One
 * statement for the whole batch; an id that names no good refuses the batch (404), so a sheet never silently lacks
 * a label.
 */
export async function goodsLabelsPdf(db: Executor, ids: readonly number[], format: LabelFormat) {
  const rows = await db
    .select({
      id: goods.id,
      userId: goods.userId,
      track: goods.incomingDeclaration,
      description: goods.description,
      qty: goods.qty,
    })
    .from(goods)
    .where(anyOf(goods.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  if (ids.some((id) => !byId.has(id))) throw notFound(LABEL_MESSAGES.goodsNotFound);
  const labels = ids.map((id): LabelRow[] => {
    const good = byId.get(id)!;
    return [
      { text: clientCodeOf(good.userId), right: `№ ${good.id}`, weight: 2.2 },
      { barcode: String(good.id), weight: 4 },
      { text: good.track, weight: 1.3, align: 'center' },
      { text: `${good.description} — ${good.qty} шт.`, weight: 1.2 },
    ];
  });
  return renderLabels(labels, format, { columns: 3, rows: 8 }, `Этикетки товаров ${ids.join(', ')}`);
}
