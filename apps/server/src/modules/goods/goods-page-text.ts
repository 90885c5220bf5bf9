import { and, sql, type SQL } from 'drizzle-orm';
import { GOOD_STATUS_TITLE, moneyToJson, STORAGE_ACCRUING_GOOD_STATUSES, storageDay } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { constantTextCase } from '../../db/json-page.js';
import { type PageRequest, pageJsonInSession } from '../../db/paginate.js';
import { goods } from '../../db/schema/goods.js';
import { imageUrl } from '../uploads/index.js';
import { type GoodsFilter, goodsConditions, goodsOrder } from './queries.js';
import { storageSettings } from './storage-settings.js';

/**
 * A page of goods as the JSON text of `pageResponse(goodSchema)`, written whole by PostgreSQL (docs/decisions/040):
 * the portal no longer parses 30 columns per row (timestamps into Date), maps Drizzle's nested selection, builds
 * the view object and serialises it again; it receives one string and sends it. The text is what `toGoodView` +
 * the compiled serialiser wrote, byte for byte (`goods-page-json.test.ts`, `goods-page-text.test.ts`):
 * - money: numeric(14,2) with its trailing zeros trimmed (`trim_scale`) is the text JavaScript writes for
 *   `Number("189.50")` (189.5): at most 14 significant digits, so the shortest round trip is the decimal itself;
 * - strings: `to_json(text)` escapes what `JSON.stringify` escapes (quote, backslash, control characters as
 *   `\n`… or lowercase `\u00xx`), nothing more;
 * - times: `toISOString()` of the Date the driver made, which truncates microseconds to milliseconds, as
 *   `to_char(… 'MS')` does; always three digits of milliseconds and a `Z`;
 * - the status's title from the domain's table as constant text; the storage by the domain's rules (below);
 * - nulls written as `null`, every key present, in the schema's order.
 */

const IMAGES = imageUrl('');

/** JSON text of a nullable column: `null` for NULL. */
const jsonOrNull = (value: unknown) => sql`coalesce(to_json(${value})::text, 'null')`;
const numberOrNull = (value: unknown) => sql`coalesce((${value})::text, 'null')`;
const booleanJson = (value: unknown) => sql`(case when ${value} then 'true' else 'false' end)`;
/** An instant as `Date.prototype.toISOString()` writes it. */
export const isoText = (value: unknown) =>
  sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const money = (value: unknown) => sql`trim_scale(${value})::text`;

/** `,"goodStatus":{…}` of each status the domain names; an unknown one has an empty title, as in `toGoodView`. */
const goodStatus = constantTextCase(
  goods.statusId,
  new Map(
    Object.entries(GOOD_STATUS_TITLE).map(([id, title]): [number, string] => [
      Number(id),
      `,"goodStatus":${JSON.stringify({ id: Number(id), title })}`,
    ]),
  ),
  sql`',"goodStatus":{"id":' || ${goods.statusId} || ',"title":""}'`,
);

const head = sql`'{"id":' || ${goods.id} || ',"goodsId":' || ${goods.id} || ',"clientId":' || ${goods.userId}
  || ',"incomingDeclaration":' || to_json(${goods.incomingDeclaration})::text || ${goodStatus}`;

/** From `qty` to `photoApproval`: the photo reports oldest first, the services in the stored order. */
const body = sql`',"qty":' || ${goods.qty}
  || ',"price":' || ${money(goods.price)} || ',"cost":' || ${money(goods.price)}
  || ',"currencyId":' || to_json(${goods.currency})::text
  || ',"description":' || to_json(${goods.description})::text
  || ',"infoUrl":' || to_json(${goods.infoUrl})::text || ',"info_url":' || to_json(${goods.infoUrl})::text
  || ',"commentProduct":' || ${jsonOrNull(goods.commentProduct)}
  || ',"isDangerous":' || ${booleanJson(goods.isDangerous)}
  || ',"goodHazardCategory":' || coalesce('{"id":' || ${goods.goodHazardCategory} || '}', 'null')
  || ',"picture":' || ${jsonOrNull(goods.picture)}
  || ',"pictureUrl":' || coalesce(to_json(${IMAGES}::text || ${goods.picture})::text, 'null')
  || ',"serviceType":' || to_json(${goods.serviceType})::text
  || ',"additionalServicesIds":' || array_to_json(${goods.additionalServicesIds})::text
  || ',"additionalServices":[' || coalesce((select string_agg('{"additionalService":{"id":' || s.id || '}}', ','
       order by s.n) from unnest(${goods.additionalServicesIds}) with ordinality as s(id, n)), '') || ']'
  || ',"orderUnitId":' || ${numberOrNull(goods.orderUnitId)}
  || ',"boughtByService":' || ${booleanJson(goods.boughtByService)}
  || ',"parcelId":' || ${numberOrNull(goods.parcelId)}
  || ',"isReady":' || ${booleanJson(goods.isReady)}
  || ',"storeId":' || ${goods.storeId}
  || ',"statusReason":' || ${jsonOrNull(goods.statusReason)}
  || ',"photoReports":[' || coalesce((select string_agg(to_json(${IMAGES}::text || r.file_name)::text, ','
       order by r.id) from good_photo_reports r where r.good_id = "goods"."id"), '') || ']'
  || ',"photoApproval":' || ${jsonOrNull(goods.photoApproval)}`;

/**
 * `,"storage":…` as `storageInfoOf` writes it (decision 031): null before the warehouse takes the good in, and
 * once it neither accrues nor owes; else the free days left on `today` (UTC calendar days: the day of receipt is
 * the first free day), the first day that pays, the configured daily fee, what it owes and whether it accrues.
 * The tests compare it with `storageInfoOf` on received goods of every status, owing and not.
 */
function storage(today: Date): SQL {
  const settings = storageSettings();
  const accruing = sql`${goods.statusId} in (${sql.raw(STORAGE_ACCRUING_GOOD_STATUSES.map(Number).join(', '))})`;
  const firstFeeDay = sql`((${goods.receivedAt} at time zone 'UTC')::date + ${settings.freeDays}::integer)`;
  return sql`(case when ${goods.receivedAt} is null or not (${accruing} or ${goods.storageFeeDue} > 0)
      then ',"storage":null'
    else ',"storage":{"daysLeft":' || greatest(0, ${firstFeeDay} - ${storageDay(today)}::date)
      || ',"feesFrom":"' || to_char(${firstFeeDay}, 'YYYY-MM-DD')
      || '","dailyFeeRub":' || ${String(moneyToJson(settings.dailyFeeRub))}::text
      || ',"dueRub":' || trim_scale(${goods.storageFeeDue})::text
      || ',"accruing":' || ${booleanJson(accruing)} || '}' end)`;
}

/** `,"createdAt":…,"updatedAt":…}`. */
const tail = sql`',"createdAt":"' || ${isoText(goods.createdAt)}
  || '","updatedAt":"' || ${isoText(goods.updatedAt)} || '"}'`;

/** The customer's goods filtered and ordered as `listGoods` does, each row as its JSON text. */
function goodsQuery(db: Executor, userId: number, filter: GoodsFilter, today: Date) {
  const conditions = goodsConditions(userId, filter);
  const order = goodsOrder(filter);
  return db
    .select({
      json: sql<string>`${head} || ${body} || ${storage(today)} || ${tail}`.as('json'),
      total: sql<number>`cast(count(*) over () as integer)`.mapWith(Number).as('total'),
    })
    .from(goods)
    .where(and(...conditions))
    .orderBy(...order)
    .$dynamic();
}

/**
 * The customer's goods page (`my-goods`) as its JSON text, in one statement with the session check
 * (`pageJsonInSession`); null when the session is not open.
 */
export async function goodsPageTextInSession(
  db: Executor,
  userId: number,
  filter: GoodsFilter & PageRequest,
  sessionOpen: SQL,
): Promise<string | null> {
  const today = new Date();
  const answer = await pageJsonInSession(
    db,
    () => goodsQuery(db, userId, filter, today),
    filter,
    sessionOpen,
  );
  return answer && answer.text;
}
