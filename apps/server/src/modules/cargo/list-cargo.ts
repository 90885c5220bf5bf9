import { type CargoList } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { cargoView } from './views.js';
import { type CargoFilter, pageOfCargo } from './page-of-cargo.js';

/** A page of the customer's cargo in the spec's `{ content, totalElements, offset }` (offset: the page size). */
export async function listCargo(db: Executor, filter: CargoFilter & { userId: number }): Promise<CargoList> {
  const page = await pageOfCargo(db, filter, (rows) => rows.map(cargoView));
  return {
    content: page.data,
    totalElements: page.totalElements,
    offset: filter.size,
    page: page.page,
    totalPages: page.totalPages,
  };
}
