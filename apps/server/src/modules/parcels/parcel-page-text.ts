import { sql, type SQL } from 'drizzle-orm';
import type { ParcelCounters } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { type PageRequest, pageJsonInSession } from '../../db/paginate.js';
import { parcels } from '../../db/schema/parcels.js';
import { addressTextSql } from '../addresses/index.js';
import { parcelGoodsSummaryLateral } from '../goods/index.js';
import { recipientNameSql } from '../recipients/index.js';
import { tariffTitleSql } from '../reference/index.js';
import { ownParcelsOrder, ownParcelsWhere, type ParcelListFilter } from './list.js';
import { countersOf } from './parcel-counters.js';
import { statusPart } from './views.js';

/**
 * The customer's parcel page (`my-parcels`) as the JSON text of `parcelListSchema`, in ONE statement: the session
 * check, the page, its total, the three counters and every list row's related parts (recipient's name, address
 * line, tariff title, goods count, value and one-click flag, as scalar subqueries and a lateral join of the
 * modules that own them) — where `listOwnParcels` sends six (docs/decisions/040). PostgreSQL writes the whole
 * page's JSON text (see `goods-page-text.ts` for how its numbers, strings and times match JavaScript's) with a
 * marker where each row's status part goes: `\u0001<id>\u0001` before the status reason, `\u0002<id>\u0002` after
 * it. The portal replaces the markers in one pass with the status's title, category and the customer's actions
 * (the domain's tables: statuses run up to 590,499, too many to write into the statement). PostgreSQL's JSON text
 * never holds a raw control character (`to_json` writes U+0001 as `\u0001`), so a marker cannot be mistaken.
 */

const json = (value: unknown) => sql`to_json(${value})::text`;
const jsonOrNull = (value: unknown) => sql`coalesce(to_json(${value})::text, 'null')`;
const numberOrNull = (value: unknown) => sql`coalesce(trim_scale(${value})::text, 'null')`;

function pageQuery(db: Executor, userId: number, filter: ParcelListFilter) {
  const summary = parcelGoodsSummaryLateral(db, parcels.id);
  const recipientName = sql`coalesce(${parcels.finalRecipientName}, ${recipientNameSql(parcels.userId, parcels.recipientId)})`;
  /** `{"id":…,…,"deliveryCost":…` (the status's part comes next). */
  const head = sql`'{"id":' || ${parcels.id} || ',"name":' || ${json(parcels.name)}
    || ',"outgoingDeclaration":' || ${jsonOrNull(parcels.outgoingDeclaration)}
    || ',"recipientName":' || ${jsonOrNull(recipientName)}
    || ',"recipientDataId":' || coalesce(${parcels.recipientId}::text, 'null')
    || ',"addressText":' || ${jsonOrNull(addressTextSql(parcels.userId, parcels.addressId))}
    || ',"deliveryTransport":' || coalesce('{"id":' || ${parcels.deliveryTransportId} || ',"title":'
         || to_json(${tariffTitleSql(parcels.deliveryTransportId)})::text || '}', 'null')
    || ',"registry":' || ${jsonOrNull(parcels.registry)}
    || ',"declaredValue":{"amount":' || trim_scale(coalesce(${parcels.declaredValue}, ${summary.goodsValue}))::text
    || ',"currency":' || ${json(parcels.declaredCostCurrency)} || '}'
    || ',"deliveryCost":' || ${numberOrNull(parcels.deliveryPrice)}`;
  /** `,"goodsCount":…,"oneClick":…,"weightKg":…,"createdAt":…}`. */
  const tail = sql`',"goodsCount":' || ${summary.goodsCount}
    || ',"oneClick":' || (case when ${summary.oneClick} then 'true' else 'false' end)
    || ',"weightKg":' || ${numberOrNull(parcels.weightKg)}
    || ',"createdAt":"' || to_char(${parcels.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"}'`;
  return db
    .select({
      json: sql<string>`${head} || chr(1) || ${parcels.statusId} || chr(1) || ${jsonOrNull(parcels.statusReason)}
        || chr(2) || ${parcels.statusId} || chr(2) || ${tail}`.as('json'),
      total: sql<number>`cast(count(*) over () as integer)`.mapWith(Number).as('total'),
    })
    .from(parcels)
    .innerJoinLateral(summary, sql`true`)
    .where(ownParcelsWhere(userId, filter))
    .orderBy(...ownParcelsOrder(filter))
    .$dynamic();
}

/** `,"statusId":…,"status":{…},"statusReason":` and `,"tasks":[…]` of each status, written once. */
const statusTexts = new Map<number, [string, string]>();
function statusText(statusId: number): [string, string] {
  let text = statusTexts.get(statusId);
  if (!text) {
    const part = statusPart(statusId);
    text = [
      `,"statusId":${statusId},"status":${JSON.stringify(part.status)},"statusReason":`,
      `,"tasks":${JSON.stringify(part.tasks)}`,
    ];
    statusTexts.set(statusId, text);
  }
  return text;
}

// eslint-disable-next-line no-control-regex -- the markers are control characters on purpose (see above)
const MARKERS = /\u0001(\d+)\u0001|\u0002(\d+)\u0002/g;
const statusPartOf = (_: string, before: string | undefined, after: string | undefined) =>
  before === undefined ? statusText(Number(after))[1] : statusText(Number(before))[0];

/** The page's JSON text, or null when the session is not open. */
export async function ownParcelPageTextInSession(
  db: Executor,
  userId: number,
  filter: ParcelListFilter & PageRequest,
  sessionOpen: SQL,
): Promise<string | null> {
  const answer = await pageJsonInSession<ParcelCounters>(
    db,
    () => pageQuery(db, userId, filter),
    filter,
    sessionOpen,
    countersOf(userId),
  );
  if (!answer) return null;
  const { parcelsAwaitingPayment, problemsRuCustoms, problemsRuDelivery } = answer.extra;
  return `${answer.text.replace(MARKERS, statusPartOf).slice(0, -1)},"parcelsAwaitingPayment":${parcelsAwaitingPayment},"problemsRuCustoms":${problemsRuCustoms},"problemsRuDelivery":${problemsRuDelivery}}`;
}
