import { type SQL, sql } from 'drizzle-orm';
import {
  GOOD_STATUS_TITLE,
  goodSchema,
  moneyToJson,
  STORAGE_ACCRUING_GOOD_STATUSES,
  storageDay,
  type StorageSettings,
} from '@cargo/domain';
import {
  constantTextCase,
  jsonProjection,
  jsonText,
  type Piece,
  projectionSql,
} from '../../db/read/json-projection.js';
import { goods } from '../../db/schema/goods.js';
import { imageUrl } from '../uploads/index.js';

/**
 * A good's answer (`goodSchema`) as JSON text written by PostgreSQL: the one definition of a good's answer, for
 * the pages of 1,000 and for every single good alike (docs/decisions/040, 060). The schema gives the keys, their
 * order and how each is written; this map says where each comes from. A field added to `goodSchema` without its
 * source here fails the type check.
 */

const IMAGES = imageUrl('');

/** `{"id":…,"title":…}` of each status the domain names; an unknown one has an empty title. */
const goodStatus = constantTextCase(
  goods.statusId,
  new Map(
    Object.entries(GOOD_STATUS_TITLE).map(([id, title]): [number, string] => [
      Number(id),
      JSON.stringify({ id: Number(id), title }),
    ]),
  ),
  sql`'{"id":' || ${goods.statusId} || ',"title":""}'`,
);

const accruing = sql`${goods.statusId} in (${sql.raw(STORAGE_ACCRUING_GOOD_STATUSES.map(Number).join(', '))})`;

/**
 * The storage block (decision 031), the one place its rule is written: null before the warehouse takes the good
 * in, and once it neither accrues nor owes; else the free days left on `today` (UTC calendar days: the day of
 * receipt is the first free day), the first day that pays, the configured daily fee, what it owes and whether it
 * accrues. `settings` are the app's (`config.storageFees`), passed by the route that makes the view.
 */
function storage(settings: StorageSettings, today: Date): SQL {
  const firstFeeDay = sql`((${goods.receivedAt} at time zone 'UTC')::date + ${settings.freeDays}::integer)`;
  return sql`(case when ${goods.receivedAt} is null or not (${accruing} or ${goods.storageFeeDue} > 0)
      then 'null'
    else '{"daysLeft":' || greatest(0, ${firstFeeDay} - ${storageDay(today)}::date)
      || ',"feesFrom":"' || to_char(${firstFeeDay}, 'YYYY-MM-DD')
      || '","dailyFeeRub":' || ${String(moneyToJson(settings.dailyFeeRub))}::text
      || ',"dueRub":' || trim_scale(${goods.storageFeeDue})::text
      || ',"accruing":' || (case when ${accruing} then 'true' else 'false' end) || '}' end)`;
}

const imageOf = (fileName: unknown) => sql`to_json(${IMAGES}::text || ${fileName})::text`;

/**
 * The pieces of a good's JSON text on `today` (the storage's free days depend on its UTC day) under these
 * settings: built once per settings and day, not for every page of 1,000 goods.
 */
const piecesOfDay = new WeakMap<StorageSettings, { day: string; pieces: Piece[] }>();
export function goodJsonPieces(settings: StorageSettings, today: Date = new Date()): Piece[] {
  const day = storageDay(today);
  const built = piecesOfDay.get(settings);
  if (built?.day === day) return built.pieces;
  const pieces = buildPieces(settings, today);
  piecesOfDay.set(settings, { day, pieces });
  return pieces;
}

function buildPieces(settings: StorageSettings, today: Date) {
  return jsonProjection(goodSchema, {
    id: goods.id,
    goodsId: goods.id,
    clientId: goods.userId,
    incomingDeclaration: goods.incomingDeclaration,
    goodStatus: jsonText(goodStatus),
    qty: goods.qty,
    price: goods.price,
    cost: goods.price,
    currencyId: goods.currency,
    description: goods.description,
    infoUrl: goods.infoUrl,
    info_url: goods.infoUrl,
    commentProduct: goods.commentProduct,
    isDangerous: goods.isDangerous,
    goodHazardCategory: { id: goods.goodHazardCategory },
    picture: goods.picture,
    pictureUrl: jsonText(sql`coalesce(${imageOf(goods.picture)}, 'null')`),
    serviceType: goods.serviceType,
    additionalServicesIds: goods.additionalServicesIds,
    additionalServices: jsonText(sql`('[' || coalesce((select string_agg('{"additionalService":{"id":' || s.id
      || '}}', ',' order by s.n) from unnest(${goods.additionalServicesIds}) with ordinality as s(id, n)), '')
      || ']')`),
    orderUnitId: goods.orderUnitId,
    boughtByService: goods.boughtByService,
    parcelId: goods.parcelId,
    isReady: goods.isReady,
    storeId: goods.storeId,
    statusReason: goods.statusReason,
    photoReports: jsonText(sql`('[' || coalesce((select string_agg(${imageOf(sql`r.file_name`)}, ','
      order by r.id) from good_photo_reports r where r.good_id = "goods"."id"), '') || ']')`),
    photoApproval: goods.photoApproval,
    storage: jsonText(storage(settings, today)),
    createdAt: goods.createdAt,
    updatedAt: goods.updatedAt,
  });
}

/** A good's JSON text as one SQL value (`select … from goods`). */
export const goodJson = (settings: StorageSettings, today?: Date) =>
  projectionSql(goodJsonPieces(settings, today));
