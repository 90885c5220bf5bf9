import { sql } from 'drizzle-orm';
import { type ParcelCounters, parcelListRowSchema } from '@cargo/domain';
import { jsonProjection, jsonText, moneyText } from '../../db/read/json-projection.js';
import { readPageText } from '../../db/read/read-page-text.js';
import type { PageRequest, ReadScope } from '../../db/read/reader.js';
import { totalCount } from '../../db/paginate.js';
import { parcels } from '../../db/schema/parcels.js';
import { addressTextSql } from '../addresses/index.js';
import { parcelGoodsSummaryLateral } from '../goods/index.js';
import { recipientNameSql } from '../recipients/index.js';
import { tariffTitleSql } from '../reference/index.js';
import { ownParcelsOrder, ownParcelsWhere, type ParcelListFilter } from './list.js';
import { countersOf } from './parcel-counters.js';
import { parcelStatusJson } from './parcel-status-json.js';

/**
 * The customer's parcel page (`my-parcels`) as the JSON text of `parcelListSchema`, in ONE statement: the session
 * check (on the route's say), the page, its total, the three counters and every list row's related parts
 * (recipient's name, address line, tariff title, goods count, value and one-click flag, as scalar subqueries and a
 * lateral join of the modules that own them) — docs/decisions/040, 060. PostgreSQL writes each row from
 * `parcelListRowSchema`, the status's title, category and the customer's actions too (`parcelStatusJson`: the
 * domain's texts by a CASE over the ids that have their own, by range for the rest), so the page comes back as
 * one string.
 */

const statusJson = parcelStatusJson(sql`${parcels.statusId}`);

/**
 * A list row's JSON pieces (`parcelListRowSchema`) and the goods lateral they read: the page's and one parcel's,
 * built once per database (the same for every request).
 */
const rowPieces = new WeakMap<ReadScope['db'], ReturnType<typeof buildRowPieces>>();
export function parcelListRowPieces(db: ReadScope['db']) {
  let built = rowPieces.get(db);
  if (!built) rowPieces.set(db, (built = buildRowPieces(db)));
  return built;
}

function buildRowPieces(db: ReadScope['db']) {
  const summary = parcelGoodsSummaryLateral(db, parcels.id);
  const pieces = jsonProjection(parcelListRowSchema, {
    id: parcels.id,
    name: parcels.name,
    outgoingDeclaration: parcels.outgoingDeclaration,
    recipientName: sql`coalesce(${parcels.finalRecipientName}, ${recipientNameSql(parcels.userId, parcels.recipientId)})`,
    recipientDataId: parcels.recipientId,
    addressText: addressTextSql(parcels.userId, parcels.addressId),
    deliveryTransport: {
      id: parcels.deliveryTransportId,
      title: tariffTitleSql(parcels.deliveryTransportId),
    },
    registry: parcels.registry,
    declaredValue: {
      amount: jsonText(moneyText(sql`coalesce(${parcels.declaredValue}, ${summary.goodsValue})`)),
      currency: parcels.declaredCostCurrency,
    },
    deliveryCost: parcels.deliveryPrice,
    statusId: parcels.statusId,
    status: jsonText(statusJson.status),
    statusReason: parcels.statusReason,
    tasks: jsonText(statusJson.tasks),
    goodsCount: summary.goodsCount,
    oneClick: summary.oneClick,
    weightKg: parcels.weightKg,
    createdAt: parcels.createdAt,
  });
  return { pieces, summary };
}

/** The page's JSON text with the sidebar's counters after `page`. */
export async function ownParcelPageText(
  scope: ReadScope,
  userId: number,
  filter: ParcelListFilter & PageRequest,
): Promise<string> {
  const { pieces, summary } = parcelListRowPieces(scope.db);
  return readPageText<ParcelCounters>(
    scope,
    pieces,
    (columns) =>
      scope.db
        .select({ ...columns, total: totalCount })
        .from(parcels)
        .innerJoinLateral(summary, sql`true`)
        .where(ownParcelsWhere(userId, filter))
        .orderBy(...ownParcelsOrder(filter))
        .$dynamic(),
    filter,
    countersOf(userId),
  );
}
