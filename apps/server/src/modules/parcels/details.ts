import { and, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import {
  customsAllowance,
  type CustomsCheckAnswer,
  eurosToRoubles,
  type Good,
  isArchivedByCustomer,
  moneyToJson,
  type ParcelDetails,
  type ParcelListRow,
  parcelStatusCategory,
  type StorageSettings,
  toEuros,
  toMinorUnits,
} from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { jsonRowsOf, rowsFromJson } from '../../db/read/json-rows.js';
import { projectionColumns } from '../../db/read/read-page-text.js';
import { readRows, type ReadScope } from '../../db/read/reader.js';
import { insuranceClaims } from '../../db/schema/insurance.js';
import { parcels, parcelTrackingEvents } from '../../db/schema/parcels.js';
import type { RateSource } from '../../integrations/rates/rate-source.js';
import { parcelGoodsJsonSql } from '../goods/index.js';
import { tariffCountrySql } from '../reference/index.js';
import { imageUrl } from '../uploads/index.js';
import { insuranceClaimView } from './insurance-claims.js';
import { parcelListRowPieces } from './parcel-page-text.js';
import { parcelNotFound, type ParcelRow } from './parcel-row.js';
import { trackingEventView } from './tracking.js';
import { parcelStorageOf } from './storage-summary.js';
import { priceOf } from './views.js';

/** What the customs check reads beside the parcel: its tariff's country and its goods' value and currency. */
interface CustomsFacts {
  tariffCountry: number | null;
  goodsValue: string;
  goodsCurrency: string | null;
}

/**
 * The personal-import allowance of a parcel: its goods' value in euros at today's official rates against the rule
 * of the tariff's country in force today, and its weight (0 before weighing). Null when there is no tariff yet or
 * no rule.
 */
export async function customsOf(
  rates: RateSource,
  row: ParcelRow,
  facts: CustomsFacts,
): Promise<CustomsCheckAnswer | null> {
  if (!row.deliveryTransportId || !facts.tariffCountry) return null;
  const value = row.declaredValue ?? facts.goodsValue;
  const currency = facts.goodsCurrency ?? row.declaredCostCurrency;
  try {
    const official = await rates.latest();
    const perUnit = official.rates[currency as keyof typeof official.rates] ?? '1';
    const valueEur = toEuros(value, perUnit, official.rates.EUR);
    const check = customsAllowance({
      country: facts.tariffCountry,
      date: new Date(),
      declaredValueEur: valueEur,
      weightKg: row.weightKg ?? '0',
    });
    return {
      countryCode: facts.tariffCountry,
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
 * A parcel's page (the customer's and the desk's): the parcel, its list row (the list's one definition,
 * `parcelListRowPieces`: names, address line, tariff, goods summary), its goods (their one definition), the
 * tariff's country, the timeline and the insurance claim, read in ONE statement with the route's session check
 * (the one read API, docs/decisions/060); `where` picks the parcel (the customer's own, or any for the desk).
 */
export async function readParcelPage(
  scope: ReadScope,
  rates: RateSource,
  settings: StorageSettings,
  where: SQL,
): Promise<ParcelDetails> {
  const { pieces, summary } = parcelListRowPieces(scope.db);
  const listRow = projectionColumns(pieces);
  const [found] = await readRows(scope, () =>
    scope.db
      .select({
        ...getTableColumns(parcels),
        ...listRow.columns,
        goodsJson: parcelGoodsJsonSql(parcels.id, parcels.userId, settings).as('goods_json'),
        tariffCountry: tariffCountrySql(parcels.deliveryTransportId).as('tariff_country'),
        customsValue: sql<string>`${summary.goodsValue}::text`.as('customs_value'),
        customsCurrency: sql<string | null>`${summary.goodsCurrency}`.as('customs_currency'),
        tracking: jsonRowsOf(
          parcelTrackingEvents,
          eq(parcelTrackingEvents.parcelId, parcels.id),
          sql`${parcelTrackingEvents.at}, ${parcelTrackingEvents.id}`,
        ).as('tracking'),
        claims: jsonRowsOf(
          insuranceClaims,
          eq(insuranceClaims.parcelId, parcels.id),
          sql`${insuranceClaims.id}`,
        ).as('claims'),
      })
      .from(parcels)
      .innerJoinLateral(summary, sql`true`)
      .where(where)
      .$dynamic(),
  );
  if (!found) throw parcelNotFound();
  const { goodsJson, tariffCountry, customsValue, customsCurrency, tracking, claims, ...columns } = found;
  const row = Object.fromEntries(
    Object.keys(getTableColumns(parcels)).map((name) => [name, columns[name as keyof typeof columns]]),
  ) as ParcelRow;
  const goods = JSON.parse(goodsJson) as Good[];
  const [claim] = rowsFromJson(insuranceClaims, claims);
  const customs = await customsOf(rates, row, {
    tariffCountry,
    goodsValue: customsValue,
    goodsCurrency: customsCurrency,
  });
  const listRowView = JSON.parse(listRow.write(found)) as ParcelListRow;
  return parcelDetails(row, listRowView, {
    goods,
    customs,
    tracking: rowsFromJson(parcelTrackingEvents, tracking).map(trackingEventView),
    insuranceClaim: claim ? insuranceClaimView(claim) : null,
  });
}

/** The page from what `readParcelPage` read. */
function parcelDetails(
  row: ParcelRow,
  listRow: ParcelListRow,
  parts: Pick<ParcelDetails, 'goods' | 'customs' | 'tracking' | 'insuranceClaim'>,
): ParcelDetails {
  const measured =
    row.weightKg !== null &&
    row.lengthCm !== null &&
    row.widthCm !== null &&
    row.heightCm !== null &&
    row.chargeableWeightKg !== null;
  return {
    ...listRow,
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
    goods: parts.goods,
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
    storage: parcelStorageOf(parts.goods),
    customs: parts.customs,
    tracking: parts.tracking,
    paidAt: row.paidAt?.toISOString() ?? null,
    archived: isArchivedByCustomer(row.statusId),
    insured: row.insured,
    insuranceClaim: parts.insuranceClaim,
  };
}

/** The customer's own parcel's page (404 for another customer's, as if it did not exist). */
export function ownParcelDetails(
  scope: ReadScope,
  rates: RateSource,
  settings: StorageSettings,
  userId: number,
  id: number,
) {
  return readParcelPage(scope, rates, settings, and(eq(parcels.id, id), eq(parcels.userId, userId))!);
}

/** Ids of the customer's parcels in these statuses (for goods listed by parcel status). */
export async function ownParcelIdsInStatuses(db: Executor, userId: number, statusIds: number[]) {
  const rows = await db
    .select({ id: parcels.id })
    .from(parcels)
    .where(and(eq(parcels.userId, userId), inArray(parcels.statusId, statusIds)));
  return rows.map((row) => row.id);
}
