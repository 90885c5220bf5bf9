import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import {
  customsAllowance,
  type CustomsCheckAnswer,
  eurosToRoubles,
  isArchivedByCustomer,
  moneyToJson,
  type ParcelDetails,
  type ParcelListRow,
  parcelStatusCategory,
  toEuros,
  toMinorUnits,
} from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { projectionColumns } from '../../db/read/read-page-text.js';
import { readRows, type ReadScope } from '../../db/read/reader.js';
import { parcels } from '../../db/schema/parcels.js';
import type { RateSource } from '../../integrations/rates/rate-source.js';
import { listGoods, parcelGoodsSummary } from '../goods/index.js';
import { tariffsById } from '../reference/index.js';
import { imageUrl } from '../uploads/index.js';
import { insuranceClaimOf } from './insurance-claims.js';
import { parcelListRowPieces } from './parcel-page-text.js';
import { parcelNotFound, type ParcelRow } from './service.js';
import { trackingEventsOf } from './tracking.js';
import { parcelStorageOf } from './storage-summary.js';
import { listRowsOf, priceOf } from './views.js';

/**
 * The personal-import allowance of a parcel: its goods' value in euros at today's official rates against the rule
 * of the tariff's country in force today, and its weight (0 before weighing). Null when there is no tariff yet or
 * no rule.
 */
export async function customsOf(
  db: Executor,
  rates: RateSource,
  row: ParcelRow,
): Promise<CustomsCheckAnswer | null> {
  if (!row.deliveryTransportId) return null;
  const tariff = (await tariffsById(db)).get(row.deliveryTransportId);
  if (!tariff) return null;
  const summary = (await parcelGoodsSummary(db, [row.id])).get(row.id);
  const value = row.declaredValue ?? summary?.value ?? '0';
  const currency = summary?.currency ?? row.declaredCostCurrency;
  try {
    const official = await rates.latest();
    const perUnit = official.rates[currency as keyof typeof official.rates] ?? '1';
    const valueEur = toEuros(value, perUnit, official.rates.EUR);
    const check = customsAllowance({
      country: tariff.countryCode,
      date: new Date(),
      declaredValueEur: valueEur,
      weightKg: row.weightKg ?? '0',
    });
    return {
      countryCode: tariff.countryCode,
      ruleValidFrom: check.rule.validFrom,
      declaredValueEur: moneyToJson(valueEur),
      valueLimitEur: moneyToJson(check.rule.valueLimitEur),
      weightKg: row.weightKg === null ? null : Number(row.weightKg),
      weightLimitKg: Number(check.rule.weightLimitKg),
      exceedsValue: toMinorUnits(check.valueExcessEur) > 0n,
      exceedsWeight: Number(check.weightExcessKg) > 0,
      dutyEur: moneyToJson(check.dutyEur),
      dutyRub: moneyToJson(eurosToRoubles(check.dutyEur, official.rates.EUR)),
    };
  } catch {
    // No rule for the country and date, or no rates: the page shows no gauge rather than failing.
    return null;
  }
}

/**
 * A parcel's page: list row, data, goods, measures, weighing photo, price, customs and tracking. `listRow` when the
 * caller read it with the parcel (`ownParcelDetails`).
 */
export async function parcelDetails(
  db: Executor,
  rates: RateSource,
  row: ParcelRow,
  knownListRow?: ParcelListRow,
): Promise<ParcelDetails> {
  const [[listRow], goods, customs, tracking, insuranceClaim] = await Promise.all([
    knownListRow ? [knownListRow] : listRowsOf(db, [row]),
    listGoods(db, row.userId, { parcelId: row.id, page: 1, size: 1000 }),
    customsOf(db, rates, row),
    trackingEventsOf(db, row.id),
    insuranceClaimOf(db, row.id),
  ]);
  const measured =
    row.weightKg !== null &&
    row.lengthCm !== null &&
    row.widthCm !== null &&
    row.heightCm !== null &&
    row.chargeableWeightKg !== null;
  return {
    ...listRow!,
    clientId: row.userId,
    statusCategory: parcelStatusCategory(row.statusId),
    recipientId: row.addressId,
    finalRecipientName: row.finalRecipientName,
    finalRecipientPhone: row.finalRecipientPhone,
    packageTypeId: row.packageTypeId,
    additionalServicesIds: row.additionalServicesIds.join(','),
    withCrating: row.withCrating,
    currency: row.currency,
    declaredCostCurrency: row.declaredCostCurrency,
    goods: goods.data,
    measures: measured
      ? {
          weightKg: Number(row.weightKg),
          lengthCm: Number(row.lengthCm),
          widthCm: Number(row.widthCm),
          heightCm: Number(row.heightCm),
          chargeableWeightKg: Number(row.chargeableWeightKg),
        }
      : null,
    weighingPhotoUrl: row.weighingPhoto ? imageUrl(row.weighingPhoto) : null,
    price: priceOf(row),
    storage: parcelStorageOf(goods.data),
    customs,
    tracking,
    paidAt: row.paidAt?.toISOString() ?? null,
    archived: isArchivedByCustomer(row.statusId),
    insured: row.insured,
    insuranceClaim,
  };
}

/**
 * The customer's own parcel's page. The parcel is read with its list row (the list's one definition,
 * `parcelListRowPieces`: names, address line, tariff, goods summary) and, when the route asks for it, the session
 * check, in one statement; the rest of the page once it is known to be theirs.
 */
export async function ownParcelDetails(
  scope: ReadScope,
  rates: RateSource,
  userId: number,
  id: number,
): Promise<ParcelDetails> {
  const { pieces, summary } = parcelListRowPieces(scope.db);
  const listRow = projectionColumns(pieces);
  const [row] = await readRows(scope, () =>
    scope.db
      .select({ ...getTableColumns(parcels), ...listRow.columns })
      .from(parcels)
      .innerJoinLateral(summary, sql`true`)
      .where(and(eq(parcels.id, id), eq(parcels.userId, userId)))
      .$dynamic(),
  );
  if (!row) throw parcelNotFound();
  return parcelDetails(scope.db, rates, row, JSON.parse(listRow.write(row)) as ParcelListRow);
}

/** Ids of the customer's parcels in these statuses (for goods listed by parcel status). */
export async function ownParcelIdsInStatuses(db: Executor, userId: number, statusIds: number[]) {
  const rows = await db
    .select({ id: parcels.id })
    .from(parcels)
    .where(and(eq(parcels.userId, userId), inArray(parcels.statusId, statusIds)));
  return rows.map((row) => row.id);
}
