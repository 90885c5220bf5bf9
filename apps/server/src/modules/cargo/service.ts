import { and, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import {
  type Cargo,
  CARGO_INITIAL_STATUS,
  CARGO_MESSAGES,
  type CargoAction,
  type cargoCreateSchema,
  type CargoList,
} from '@cargo/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { updateStatus } from '../../db/guarded-update.js';
import { paginate, type PageRequest, totalCount } from '../../db/paginate.js';
import { preparedReadInSession } from '../../db/prepared-read.js';
import { cargos } from '../../db/schema/cargo.js';
import { cargoNotFound, type CargoRow, cargoView } from './views.js';

export async function createCargo(db: Executor, userId: number, input: z.output<typeof cargoCreateSchema>) {
  const [row] = await db
    .insert(cargos)
    .values({
      userId,
      name: input.name,
      description: input.description || null,
      incomingDeclaration: input.incomingDeclaration || null,
      placesCount: input.placesCount,
      statusId: CARGO_INITIAL_STATUS.request,
    })
    .returning();
  return cargoView(row!);
}

export interface CargoFilter extends PageRequest {
  /** The owner (customer calls); absent on the warehouse desk. */
  userId?: number;
  statusIds?: number[];
  /** The desk search's condition (`cargoSearch`), when there is one. */
  search?: SQL;
}

/** A page of cargo rows, newest first. */
export function pageOfCargo<T>(
  db: Executor,
  filter: CargoFilter,
  map: (rows: CargoRow[]) => T[] | Promise<T[]>,
) {
  const conditions: SQL[] = [];
  if (filter.userId !== undefined) conditions.push(eq(cargos.userId, filter.userId));
  if (filter.statusIds?.length) conditions.push(inArray(cargos.statusId, filter.statusIds));
  if (filter.search) conditions.push(filter.search);
  return paginate(
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
}

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

/** A customer's guarded status change of their own cargo. */
export function customerCargoStep(
  db: Executor,
  userId: number,
  id: number,
  action: CargoAction,
  options: { set?: Partial<CargoRow>; refusal?: string } = {},
) {
  return updateStatus(db, {
    table: cargos,
    entity: 'cargo',
    actor: 'customer',
    action,
    id,
    ownerId: userId,
    set: { ...options.set, updatedAt: new Date() },
    notFound: cargoNotFound,
    refusal: options.refusal,
  });
}

/** `DELETE /api/cargo/{id}`: the customer withdraws a request the warehouse has not received (10 → 100). */
export async function cancelCargo(db: Executor, userId: number, id: number) {
  const row = await customerCargoStep(db, userId, id, 'cancel', { refusal: CARGO_MESSAGES.cancelFailed });
  return { message: CARGO_MESSAGES.canceled(id), cargo: cargoView(row) };
}
