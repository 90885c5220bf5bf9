import {
  allowedActions,
  moneyToJson,
  parcelStatusCategory,
  parcelStatusTitle,
  type ParcelListRow,
  type ParcelPriceBreakdown,
} from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { textOwnedBy } from '../../db/owned-text.js';
import { parcels } from '../../db/schema/parcels.js';
import { addressTexts } from '../addresses/index.js';
import { parcelGoodsSummary } from '../goods/index.js';
import { recipientNames } from '../recipients/index.js';
import { tariffsById } from '../reference/index.js';
import type { ParcelRow } from './parcel-row.js';

const num = (value: string | null) => (value === null ? null : moneyToJson(value));

/**
 * The columns a list row shows, and no more: the lists read 1,000 parcels a page, and the price breakdown (JSON),
 * the measures and the photo are only on the parcel's own page.
 */
export const LIST_COLUMNS = {
  id: parcels.id,
  userId: parcels.userId,
  name: parcels.name,
  statusId: parcels.statusId,
  statusReason: parcels.statusReason,
  insured: parcels.insured,
  outgoingDeclaration: parcels.outgoingDeclaration,
  finalRecipientName: parcels.finalRecipientName,
  recipientId: parcels.recipientId,
  addressId: parcels.addressId,
  deliveryTransportId: parcels.deliveryTransportId,
  registry: parcels.registry,
  declaredValue: parcels.declaredValue,
  declaredCostCurrency: parcels.declaredCostCurrency,
  deliveryPrice: parcels.deliveryPrice,
  weightKg: parcels.weightKg,
  createdAt: parcels.createdAt,
};
export type ParcelListSource = Pick<ParcelRow, keyof typeof LIST_COLUMNS>;

type StatusPart = Pick<ParcelListRow, 'status' | 'tasks'>;
/** The status's title, category and the customer's actions: the same for every parcel in that status. */
const statusParts = new Map<number, StatusPart>();
export function statusPart(statusId: number): StatusPart {
  let part = statusParts.get(statusId);
  if (!part) {
    part = {
      status: { id: statusId, title: parcelStatusTitle(statusId), category: parcelStatusCategory(statusId) },
      tasks: allowedActions('parcel', 'customer', statusId),
    };
    statusParts.set(statusId, part);
  }
  return part;
}

/** Shapes a page of parcel rows for the list: the related names, goods totals and tariffs read once per page. */
export async function listRowsOf(db: Executor, rows: ParcelListSource[]): Promise<ParcelListRow[]> {
  if (rows.length === 0) return [];
  // One query each for the whole page, whatever the number of customers on it (issue 33: a desk page of 1,000
  // parcels of 500 customers sent 1,000 statements when these were read per customer).
  const [names, places, summary, tariffs] = await Promise.all([
    recipientNames(
      db,
      rows.flatMap((row) => (row.recipientId ? [row.recipientId] : [])),
    ),
    addressTexts(
      db,
      rows.flatMap((row) => (row.addressId ? [row.addressId] : [])),
    ),
    parcelGoodsSummary(
      db,
      rows.map((row) => row.id),
    ),
    tariffsById(db),
  ]);
  return rows.map((row) => {
    const goods = summary.get(row.id);
    const tariff = row.deliveryTransportId ? tariffs.get(row.deliveryTransportId) : undefined;
    const part = statusPart(row.statusId);
    return {
      id: row.id,
      name: row.name,
      outgoingDeclaration: row.outgoingDeclaration,
      recipientName: row.finalRecipientName ?? textOwnedBy(names, row.userId, row.recipientId),
      recipientDataId: row.recipientId,
      addressText: textOwnedBy(places, row.userId, row.addressId),
      deliveryTransport: tariff ? { id: tariff.id, title: tariff.title } : null,
      registry: row.registry,
      declaredValue: {
        amount: moneyToJson(row.declaredValue ?? goods?.value ?? '0'),
        currency: row.declaredCostCurrency,
      },
      deliveryCost: num(row.deliveryPrice),
      statusId: row.statusId,
      status: part.status,
      statusReason: row.statusReason,
      tasks: part.tasks,
      goodsCount: goods?.count ?? 0,
      oneClick: goods?.oneClick ?? false,
      weightKg: row.weightKg === null ? null : Number(row.weightKg),
      createdAt: row.createdAt.toISOString(),
    };
  });
}

export function priceOf(row: ParcelRow): ParcelPriceBreakdown | null {
  return (row.priceBreakdown as ParcelPriceBreakdown | null) ?? null;
}
