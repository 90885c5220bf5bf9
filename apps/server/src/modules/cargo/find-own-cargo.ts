import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { type Cargo } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { preparedReadInSession } from '../../db/prepared-read.js';
import { cargos } from '../../db/schema/cargo.js';
import { cargoNotFound, cargoView } from './views.js';

// Built once per database.
const ownCargoRead = preparedReadInSession('cargo_own');

/**
 * The customer's own cargo, in one statement with the session check (`readInSession`, prepared once): null when
 * the session is not open; another customer's id answers 404 as if it did not exist.
 */
export async function findOwnCargoInSession(
  db: Executor,
  userId: number,
  id: number,
  sessionOpen: SQL,
): Promise<Cargo | null> {
  const rows = await ownCargoRead(db, {
    query: () =>
      db
        .select(getTableColumns(cargos))
        .from(cargos)
        .where(and(eq(cargos.id, sql.placeholder('id')), eq(cargos.userId, sql.placeholder('userId'))))
        .$dynamic(),
    values: { id, userId },
    sessionOpen,
  });
  if (!rows) return null;
  const [row] = rows;
  if (!row) throw cargoNotFound();
  return cargoView(row);
}
