import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  type Cargo,
  CARGO_MESSAGES,
  CARGO_STATUS,
  CARGO_STATUS_TITLE,
  type CargoAction,
  type cargoCreateSchema,
  type CargoList,
  moneyToJson,
  type staffCargoWeighSchema,
} from '@cargo/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { updateStatus } from '../../db/guarded-update.js';
import { paginate, type PageRequest, totalCount } from '../../db/paginate.js';
import { cargos } from '../../db/schema/cargo.js';
import { notFound } from '../../errors.js';

type CargoRow = typeof cargos.$inferSelect;
type CargoWeigh = z.output<typeof staffCargoWeighSchema>;

/** Cargo tariff: rubles per chargeable kilogram, kilograms a cubic metre counts as, and the minimum charge. */
export const CARGO_TARIFF = {
  ratePerKg: '350.00',
  kgPerCubicMetre: '200',
  minimumCharge: '5000.00',
} as const;

const cargoNotFound = () => notFound(CARGO_MESSAGES.notFound);

function view(row: CargoRow): Cargo {
  return {
    id: row.id,
    clientId: row.userId,
    name: row.name,
    description: row.description,
    incomingDeclaration: row.incomingDeclaration,
    placesCount: row.placesCount,
    statusId: row.statusId,
    status: { id: row.statusId, title: CARGO_STATUS_TITLE[row.statusId] ?? '' },
    weightKg: row.weightKg === null ? null : Number(row.weightKg),
    volumeM3: row.volumeM3 === null ? null : Number(row.volumeM3),
    price: row.price === null ? null : moneyToJson(row.price),
    statusReason: row.statusReason,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function createCargo(db: Executor, userId: number, input: z.output<typeof cargoCreateSchema>) {
  const [row] = await db
    .insert(cargos)
    .values({
      userId,
      name: input.name,
      description: input.description || null,
      incomingDeclaration: input.incomingDeclaration || null,
      placesCount: input.placesCount,
      statusId: CARGO_STATUS.REQUEST,
    })
    .returning();
  return view(row!);
}

/** A page of cargo, newest first, in the spec's `{ content, totalElements, offset }` (offset: the page size). */
export async function listCargo(
  db: Executor,
  filter: { userId?: number; statusIds?: number[] } & PageRequest,
): Promise<CargoList> {
  const conditions: SQL[] = [];
  if (filter.userId !== undefined) conditions.push(eq(cargos.userId, filter.userId));
  if (filter.statusIds?.length) conditions.push(inArray(cargos.statusId, filter.statusIds));
  const page = await paginate(
    () =>
      db
        .select({ cargo: cargos, total: totalCount })
        .from(cargos)
        .where(and(...conditions))
        .orderBy(desc(cargos.id))
        .$dynamic(),
    filter,
    (rows) => rows.map((row) => view(row.cargo)),
  );
  return {
    content: page.data,
    totalElements: page.totalElements,
    offset: filter.size,
    page: page.page,
    totalPages: page.totalPages,
  };
}

function staffStep(db: Executor, id: number, action: CargoAction, set: Record<string, unknown> = {}) {
  return updateStatus(db, {
    table: cargos,
    entity: 'cargo',
    actor: 'staff',
    action,
    id,
    set: { ...set, updatedAt: new Date() },
    notFound: cargoNotFound,
  });
}

export async function receiveCargo(db: Executor, id: number) {
  return view(await staffStep(db, id, 'receive'));
}

/**
 * Weighing prices the cargo in PostgreSQL numeric: max(weight, volume × 200 kg/m³) × 350 ₽, at least 5 000 ₽.
 */
export async function weighCargo(db: Executor, id: number, input: CargoWeigh) {
  const weight = String(input.weightKg);
  const volume = String(input.volumeM3);
  const t = CARGO_TARIFF;
  const price = sql`round(greatest(
    greatest(${weight}::numeric, ${volume}::numeric * ${t.kgPerCubicMetre}::numeric) * ${t.ratePerKg}::numeric,
    ${t.minimumCharge}::numeric), 2)`;
  return view(await staffStep(db, id, 'weigh', { weightKg: weight, volumeM3: volume, price }));
}
