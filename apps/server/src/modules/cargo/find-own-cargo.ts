import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { type Cargo } from '@cargo/domain';
import { readRows, type ReadScope } from '../../db/read/reader.js';
import { cargos } from '../../db/schema/cargo.js';
import { cargoNotFound, cargoView } from './views.js';

/** The customer's own cargo (one prepared statement); another customer's id answers 404 as if it did not exist. */
export async function findOwnCargo(scope: ReadScope, userId: number, id: number): Promise<Cargo> {
  const [row] = await readRows(
    scope,
    () =>
      scope.db
        .select(getTableColumns(cargos))
        .from(cargos)
        .where(and(eq(cargos.id, sql.placeholder('id')), eq(cargos.userId, sql.placeholder('userId'))))
        .$dynamic(),
    { name: 'cargo_own', values: { id, userId } },
  );
  if (!row) throw cargoNotFound();
  return cargoView(row);
}
