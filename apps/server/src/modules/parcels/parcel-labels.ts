import {
  clientCodeOf,
  DEMO_WAREHOUSE,
  LABEL_MESSAGES,
  type LabelFormat,
  type Warehouse,
} from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { anyOf } from '../../db/any-of.js';
import { parcels } from '../../db/schema/parcels.js';
import { notFound } from '../../errors.js';
import type { LabelRow } from '../../labels/label-rows.js';
import { renderLabels } from '../../labels/label-pdf.js';
import { addressCitySql } from '../addresses/index.js';
import { recipientNameSql } from '../recipients/index.js';

/** «1,234 кг»: the weight as measured at weighing, or a dash before it. */
const weightText = (kg: string | null) =>
  kg === null ? '—' : `${kg.replace(/\.?0+$/, '').replace('.', ',')} кг`;

/**
 * A parcel's label at packing: the sender (the warehouse, its Chinese address), the parcel's number and its Code 128
 * (plain digits, what the flight desk and the desks' search read as a parcel's number), the outgoing track once
 * shipped, the recipient's city and name, the weight and the customer's code. One statement for the batch; an id
 * that names no parcel refuses it (404).
 */
export async function parcelLabelsPdf(
  db: Executor,
  ids: readonly number[],
  format: LabelFormat,
  warehouse: Warehouse = DEMO_WAREHOUSE,
) {
  const rows = await db
    .select({
      id: parcels.id,
      userId: parcels.userId,
      track: parcels.outgoingDeclaration,
      weightKg: parcels.weightKg,
      recipient: recipientNameSql(parcels.userId, parcels.recipientId),
      city: addressCitySql(parcels.userId, parcels.addressId),
    })
    .from(parcels)
    .where(anyOf(parcels.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  if (ids.some((id) => !byId.has(id))) throw notFound(LABEL_MESSAGES.parcelsNotFound);
  const sender = `${warehouse.title} · ${warehouse.region}`;
  const labels = ids.map((id): LabelRow[] => {
    const parcel = byId.get(id)!;
    return [
      { text: sender, weight: 1 },
      { text: `Посылка № ${parcel.id}`, right: clientCodeOf(parcel.userId), weight: 2 },
      { barcode: String(parcel.id), weight: 4 },
      { text: `Трек: ${parcel.track ?? '—'}`, weight: 1.3 },
      { text: parcel.city ?? '—', weight: 2 },
      { text: parcel.recipient ?? '—', weight: 1.2 },
      { text: `Вес: ${weightText(parcel.weightKg)}`, weight: 1.3 },
    ];
  });
  return renderLabels(labels, format, { columns: 2, rows: 2 }, `Этикетки посылок ${ids.join(', ')}`);
}
