import { between, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { StatusSet } from '@cargo/domain';
import { parcels } from '../../db/schema/parcels.js';

/** `status_id IN (ids) OR status_id BETWEEN a AND b …` for a set of statuses given as ids and ranges. */
export function inStatusSet(set: StatusSet): SQL {
  const parts: SQL[] = [];
  if (set.ids.length) parts.push(inArray(parcels.statusId, [...set.ids]));
  for (const [from, to] of set.ranges) parts.push(between(parcels.statusId, from, to));
  return parts.length ? or(...parts)! : sql`false`;
}
