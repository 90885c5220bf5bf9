import { type CargoList } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { cargoView } from './views.js';
import { type CargoFilter, pageOfCargo } from './page-of-cargo.js';

/** A page of the customer's cargo. */
export async function listCargo(db: Executor, filter: CargoFilter & { userId: number }): Promise<CargoList> {
  return pageOfCargo(db, filter, (rows) => rows.map(cargoView));
}
