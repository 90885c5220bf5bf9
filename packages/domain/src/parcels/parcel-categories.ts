/**
 * Parcel status → category (spec section 4): the `statusCategoryIds` filter, the counters and the title of an id the
 * spec does not name.
 */
import {
  isArchiveStatus,
  PARCEL_CATEGORY_TITLE,
  PARCEL_STATUS_GROUPS,
  PARCEL_STATUS_TITLE,
  type StatusSet,
} from './parcel-statuses.js';

/**
 * Status → category, most specific row first: single ids, then ranges. Archive statuses have no category (the
 * archive tab asks by status); ids of no group neither. Exported for the writers of a status in SQL (the parcel
 * page's JSON text), which read the same rows.
 */
export const PARCEL_CATEGORY_ROWS: ReadonlyArray<readonly [from: number, to: number, category: number]> = [
  [9, 9, 5],
  [10, 10, 1],
  [15, 15, 1],
  [20, 20, 2],
  [30, 30, 2],
  [33, 33, 3],
  [35, 35, 15],
  [40, 40, 4],
  [41, 41, 4],
  [42, 42, 4],
  [45, 45, 4],
  [50, 50, 6],
  [60, 60, 6],
  [200, 200, 7],
  [270, 272, 7],
  [450, 450, 8],
  [300, 350, 9],
  [400, 449, 10],
  [510, 510, 14],
  [520, 520, 14],
  [530, 530, 14],
  [499, 550, 11],
  [600, 600, 13],
  [601, 700, 12],
  [900, 970, 100],
  [2000, 2033, 100],
  [3076, 3190, 100],
  [400_000, 406_300, 100],
  [590_200, 590_499, 100],
];

export function parcelStatusCategory(id: number): number | null {
  if (!Number.isInteger(id) || isArchiveStatus(id)) return null;
  const row = PARCEL_CATEGORY_ROWS.find(([from, to]) => id >= from && id <= to);
  return row ? row[2] : null;
}

/** The title of an id neither named nor in a category: this prefix and the id. */
export const UNNAMED_PARCEL_STATUS_PREFIX = 'Статус ';

/** The title a customer reads for any status id. */
export function parcelStatusTitle(id: number): string {
  const named = PARCEL_STATUS_TITLE[id];
  if (named) return named;
  if (isArchiveStatus(id)) return PARCEL_STATUS_TITLE[950]!;
  const category = parcelStatusCategory(id);
  return category === null ? `${UNNAMED_PARCEL_STATUS_PREFIX}${id}` : PARCEL_CATEGORY_TITLE[category]!;
}

/**
 * Every status of the given categories, as ids and ranges (merged and sorted), for the list filter
 * `statusCategoryIds`. Unknown category ids add nothing.
 */
export function statusesOfCategories(categoryIds: readonly number[]): StatusSet {
  // The same few sets (a tab's, a counter's) are asked for on every list request: each is worked out once.
  const key = [...new Set(categoryIds)].sort((a, b) => a - b).join(',');
  let set = categorySets.get(key);
  if (!set) {
    const found = categoriesStatusSet(categoryIds);
    set = Object.freeze({ ids: Object.freeze(found.ids), ranges: Object.freeze(found.ranges) });
    if (categorySets.size < 256) categorySets.set(key, set);
  }
  return set;
}
const categorySets = new Map<string, StatusSet>();

function categoriesStatusSet(categoryIds: readonly number[]): StatusSet {
  const wanted = new Set(categoryIds);
  const ids = new Set<number>();
  const ranges: Array<[number, number]> = [];
  PARCEL_CATEGORY_ROWS.forEach(([from, to, category], index) => {
    if (!wanted.has(category)) return;
    // Holes: archive ids and the ids of more specific rows before this one that fall inside it.
    const holes = [
      ...PARCEL_STATUS_GROUPS.archive.ids,
      ...PARCEL_CATEGORY_ROWS.slice(0, index).flatMap(([a, b]) => (b - a < 100 ? range(a, b) : [])),
    ]
      .filter((id) => id >= from && id <= to)
      .sort((a, b) => a - b);
    let start = from;
    for (const hole of [...holes, to + 1]) {
      if (hole > start) {
        if (hole - 1 === start) ids.add(start);
        else ranges.push([start, hole - 1]);
      }
      start = Math.max(start, hole + 1);
    }
  });
  return { ids: [...ids].sort((a, b) => a - b), ranges: ranges.sort((a, b) => a[0] - b[0]) };
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
