import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { paginate, type PageRequest, totalCount } from '../../db/paginate.js';
import { cargos } from '../../db/schema/cargo.js';
import { type CargoRow } from './views.js';

export interface CargoFilter extends PageRequest {
  /** The owner (customer calls); absent on the warehouse desk. */
  userId?: number;
  statusIds?: number[];
  /** The desk search's condition (`cargoSearch`), when there is one. */
  search?: SQL;
}

/**
 * A page of cargo rows, newest first, in the spec's cargo list shape `{ content, totalElements, offset }` (offset:
 * the page size), with the page and the page count beside it.
 */
export async function pageOfCargo<T>(
  db: Executor,
  filter: CargoFilter,
  map: (rows: CargoRow[]) => T[] | Promise<T[]>,
) {
  const conditions: SQL[] = [];
  if (filter.userId !== undefined) conditions.push(eq(cargos.userId, filter.userId));
  if (filter.statusIds?.length) conditions.push(inArray(cargos.statusId, filter.statusIds));
  if (filter.search) conditions.push(filter.search);
  const page = await paginate(
    db,
    () =>
      db
        .select({ cargo: cargos, total: totalCount })
        .from(cargos)
        .where(and(...conditions))
        .orderBy(desc(cargos.id))
        .$dynamic(),
    filter,
    (rows) => map(rows.map((row) => row.cargo)),
  );
  return {
    content: page.data,
    totalElements: page.totalElements,
    offset: filter.size,
    page: page.page,
    totalPages: page.totalPages,
  };
}
