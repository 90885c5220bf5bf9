import {
  allowedActions,
  moneyToJson,
  parcelStatusCategory,
  parcelStatusTitle,
  type ParcelListRow,
  type ParcelPriceBreakdown,
} from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { addressTexts } from '../addresses/index.js';
import { parcelGoodsSummary } from '../goods/index.js';
import { recipientNames } from '../recipients/index.js';
import { tariffsById } from '../reference/index.js';
import type { ParcelRow } from './service.js';

const num = (value: string | null) => (value === null ? null : moneyToJson(value));

/** Shapes a page of parcel rows for the list: the related names, goods totals and tariffs read once per page. */
export async function listRowsOf(db: Executor, rows: ParcelRow[]): Promise<ParcelListRow[]> {
  if (rows.length === 0) return [];
  const byUser = new Map<number, ParcelRow[]>();
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  const names = new Map<number, string>();
  const places = new Map<number, string>();
  for (const [userId, own] of byUser) {
    const [n, a] = await Promise.all([
      recipientNames(
        db,
        userId,
        own.flatMap((row) => (row.recipientId ? [row.recipientId] : [])),
      ),
      addressTexts(
        db,
        userId,
        own.flatMap((row) => (row.addressId ? [row.addressId] : [])),
      ),
    ]);
    n.forEach((v, k) => names.set(k, v));
    a.forEach((v, k) => places.set(k, v));
  }
  const [summary, tariffs] = await Promise.all([
    parcelGoodsSummary(
      db,
      rows.map((row) => row.id),
    ),
    tariffsById(db),
  ]);
  return rows.map((row) => {
    const goods = summary.get(row.id);
    const tariff = row.deliveryTransportId ? tariffs.get(row.deliveryTransportId) : undefined;
    return {
      id: row.id,
      name: row.name,
      outgoingDeclaration: row.outgoingDeclaration,
      recipientName:
        row.finalRecipientName ?? (row.recipientId ? (names.get(row.recipientId) ?? null) : null),
      recipientDataId: row.recipientId,
      addressText: row.addressId ? (places.get(row.addressId) ?? null) : null,
      deliveryTransport: tariff ? { id: tariff.id, title: tariff.title } : null,
      registry: row.registry,
      declaredValue: {
        amount: moneyToJson(row.declaredValue ?? goods?.value ?? '0'),
        currency: row.declaredCostCurrency,
      },
      deliveryCost: num(row.deliveryPrice),
      statusId: row.statusId,
      status: {
        id: row.statusId,
        title: parcelStatusTitle(row.statusId),
        category: parcelStatusCategory(row.statusId),
      },
      statusReason: row.statusReason,
      tasks: allowedActions('parcel', 'customer', row.statusId),
      goodsCount: goods?.count ?? 0,
      weightKg: row.weightKg === null ? null : Number(row.weightKg),
      createdAt: row.createdAt.toISOString(),
    };
  });
}

export function priceOf(row: ParcelRow): ParcelPriceBreakdown | null {
  return (row.priceBreakdown as ParcelPriceBreakdown | null) ?? null;
}
