import { type SQL, sql } from 'drizzle-orm';
import {
  PARCEL_CATEGORY_ROWS,
  PARCEL_STATUS_GROUPS,
  PARCEL_STATUS_TITLE,
  parcelStatusCategory,
  TRANSITIONS,
  UNNAMED_PARCEL_STATUS_PREFIX,
} from '@cargo/domain';
import { constantTextCase, textLiteral } from '../../db/read/json-projection.js';
import { statusPart } from './views.js';

/**
 * A parcel's `status` (`{"id","title","category"}`) and `tasks` (the customer's actions) as JSON text written by
 * PostgreSQL from the status id, so a page of 1,000 parcels comes back as one string (docs/decisions/060). The
 * texts are the portal's own (`statusPart`: the domain's titles, categories and transitions), written into the
 * statement once:
 * - every id with something of its own (a title, an archive id, a category of one id, an action of the customer)
 *   is a branch of a CASE, its text written by `statusPart`;
 * - any other id shares its category row's title (the rows' ranges, in the domain's order, the text again written
 *   by `statusPart` for an id of the range) and has no action; an id of no row is titled by its number.
 */

const customerActionIds = TRANSITIONS.parcel.flatMap((row) =>
  row.actor === 'customer' ? (row.from as readonly number[]) : [],
);

/** The ids whose status or actions are their own. */
const ownIds = [
  ...new Set<number>([
    ...Object.keys(PARCEL_STATUS_TITLE).map(Number),
    ...PARCEL_STATUS_GROUPS.archive.ids,
    ...PARCEL_CATEGORY_ROWS.filter(([from, to]) => from === to).map(([from]) => from),
    ...customerActionIds,
  ]),
].sort((a, b) => a - b);
const own = new Set(ownIds);

/** A status's text without its leading `{"id":<id>`: the same for every id of a range. */
function afterId(id: number): string {
  const text = JSON.stringify(statusPart(id).status);
  const head = `{"id":${id}`;
  if (!text.startsWith(head)) throw new Error(`the status ${id} does not start with its id`);
  return text.slice(head.length);
}

/** Each range's branch, written from an id of the range that is not its own nor in an earlier row. */
function rangeBranches(statusId: SQL): SQL[] {
  const branches: SQL[] = [];
  PARCEL_CATEGORY_ROWS.forEach(([from, to, category], index) => {
    if (from === to) return;
    const earlier = PARCEL_CATEGORY_ROWS.slice(0, index);
    let id = from;
    while (id <= to && (own.has(id) || earlier.some(([a, b]) => id >= a && id <= b))) id++;
    if (id > to) return;
    const part = statusPart(id);
    if (part.status.category !== category || part.tasks.length > 0) {
      throw new Error(`the status ${id} is not its range's (${from}-${to})`);
    }
    branches.push(
      sql`when ${statusId} between ${sql.raw(`${from} and ${to}`)} then ${textLiteral(afterId(id))}`,
    );
  });
  return branches;
}

/** `status` and `tasks` of the status id `statusId` (an integer column or expression) as JSON text. */
export function parcelStatusJson(statusId: SQL) {
  const unnamed = -1;
  if (parcelStatusCategory(unnamed) !== null || statusPart(unnamed).tasks.length > 0) {
    throw new Error('an unnamed status has a category or actions');
  }
  const titled = sql`',"title":' || to_json(${textLiteral(UNNAMED_PARCEL_STATUS_PREFIX)} || ${statusId})::text
    || ',"category":null}'`;
  const fallback = sql`('{"id":' || ${statusId} || (case ${sql.join(rangeBranches(statusId), sql` `)}
    else ${titled} end))`;
  const status = constantTextCase(
    statusId,
    new Map(ownIds.map((id): [number, string] => [id, JSON.stringify(statusPart(id).status)])),
    fallback,
  );
  const tasks = constantTextCase(
    statusId,
    new Map(
      ownIds.flatMap((id): Array<[number, string]> => {
        const actions = statusPart(id).tasks;
        return actions.length > 0 ? [[id, JSON.stringify(actions)]] : [];
      }),
    ),
    sql`'[]'`,
  );
  return { status, tasks };
}
