import { asc, eq, inArray } from 'drizzle-orm';
import {
  MOVES_WITH_REASON,
  PARCEL_MESSAGES,
  PARCEL_STATUS,
  type ParcelAction,
  type ParcelBulkResult,
  type StaffMoveInput,
  type StaffParcel,
  type staffShipSchema,
} from '@cargo/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { updateStatus } from '../../db/guarded-update.js';
import { paginate, type PageRequest, totalCount } from '../../db/paginate.js';
import { parcels } from '../../db/schema/parcels.js';
import { AppError } from '../../errors.js';
import { emailsOf } from '../auth/index.js';
import { moveGoodsOfParcels } from '../goods/index.js';
import { parcelNotFound, type ParcelRow } from './service.js';
import { WAREHOUSE_PLACE, writeTrackingEvent, writeTrackingEvents } from './tracking.js';
import { LIST_COLUMNS, listRowsOf } from './views.js';
export { weighParcel } from './weigh-parcel.js';

type Ship = z.output<typeof staffShipSchema>;

/** The desk's queue by default: sent to assembly, on assembly, on weighing, paid (to ship). */
export const DESK_QUEUE = [
  PARCEL_STATUS.READY_TO_PROCESS,
  PARCEL_STATUS.ON_ASSEMBLY,
  PARCEL_STATUS.ON_WEIGHING,
  PARCEL_STATUS.READY_FOR_SENT,
];

/** Any customer's parcels in these statuses, oldest first (the order the warehouse works in). */
export async function listDeskParcels(db: Executor, statusIds: number[], page: PageRequest) {
  return paginate(
    () =>
      db
        .select({ ...LIST_COLUMNS, total: totalCount })
        .from(parcels)
        .where(inArray(parcels.statusId, statusIds))
        .orderBy(asc(parcels.updatedAt), asc(parcels.id))
        .$dynamic(),
    page,
    async (list): Promise<StaffParcel[]> => {
      const [views, emails] = await Promise.all([
        listRowsOf(db, list),
        emailsOf(
          db,
          list.map((row) => row.userId),
        ),
      ]);
      return views.map((view, i) => ({
        ...view,
        clientId: list[i]!.userId,
        clientEmail: emails.get(list[i]!.userId) ?? '',
      }));
    },
  );
}

export async function findParcel(db: Executor, id: number) {
  const [row] = await db.select().from(parcels).where(eq(parcels.id, id));
  if (!row) throw parcelNotFound();
  return row;
}

/** One staff step: the guarded status change and its tracking event, in the caller's transaction. */
export async function staffStep(
  tx: Executor,
  id: number,
  action: ParcelAction,
  options: { set?: Record<string, unknown>; place?: string | null; note?: string | null } = {},
) {
  const row = await updateStatus(tx, {
    table: parcels,
    entity: 'parcel',
    actor: 'staff',
    action,
    id,
    set: { ...options.set, updatedAt: new Date() },
    notFound: parcelNotFound,
    refusal: PARCEL_MESSAGES.notAllowed,
  });
  await writeTrackingEvent(tx, {
    parcelId: id,
    statusId: row.statusId,
    place: options.place ?? WAREHOUSE_PLACE,
    note: options.note ?? null,
  });
  return row;
}

/** Assembling (15 → 20) picks the parcel's goods (→ 140); a good not received or with a problem refuses it. */
export function assembleParcel(db: Executor, id: number) {
  return db.transaction(async (tx) => {
    const row = await staffStep(tx, id, 'assemble');
    await moveGoodsOfParcels(tx, [id], 'assemble');
    return row;
  });
}

export function startWeighing(db: Executor, id: number) {
  return db.transaction((tx) => staffStep(tx, id, 'startWeighing'));
}

/**
 * Shipping a paid parcel (40 → 50) with its outgoing track: an unpaid parcel has no row to ship from. Its goods
 * are sent with it (130 → 30).
 */
export function shipParcel(db: Executor, id: number, input: Ship) {
  return db.transaction(async (tx) => {
    const row = await staffStep(tx, id, 'ship', {
      set: { outgoingDeclaration: input.outgoingDeclaration, registry: input.registry ?? null },
      note: `Трек ${input.outgoingDeclaration}`,
    });
    await moveGoodsOfParcels(tx, [id], 'ship');
    return row;
  });
}

/**
 * A whole flight moved by one step: each parcel through its own guarded UPDATE (a parcel in another status is
 * refused and listed), all tracking events written at once, in one transaction; on delivery the moved parcels'
 * goods are delivered with them (30 → 160) in the same transaction.
 */
export async function moveParcels(db: Executor, input: StaffMoveInput): Promise<ParcelBulkResult> {
  const needsReason = MOVES_WITH_REASON.includes(input.action);
  return db.transaction(async (tx) => {
    const moved: ParcelRow[] = [];
    const refused: ParcelBulkResult['refused'] = [];
    for (const id of new Set(input.parcelIds)) {
      try {
        const row = await tx.transaction((inner) =>
          updateStatus(inner, {
            table: parcels,
            entity: 'parcel',
            actor: 'staff',
            action: input.action,
            id,
            set: { statusReason: needsReason ? (input.reason ?? null) : null, updatedAt: new Date() },
            notFound: parcelNotFound,
            refusal: PARCEL_MESSAGES.notAllowed,
          }),
        );
        moved.push(row);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        refused.push({ id, message: error.message });
      }
    }
    await writeTrackingEvents(
      tx,
      moved.map((row) => ({
        parcelId: row.id,
        statusId: row.statusId,
        place: input.place ?? null,
        note: input.reason ?? null,
      })),
    );
    if (input.action === 'deliver') {
      await moveGoodsOfParcels(
        tx,
        moved.map((row) => row.id),
        'deliver',
      );
    }
    return {
      message: `Перемещено посылок: ${moved.length}`,
      moved: moved.map((row) => row.id),
      refused,
    };
  });
}
