import type { SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { goodsFollow, PARCEL_MESSAGES, type ParcelAction, type ParcelBulkResult } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { moveStatus } from '../../db/guarded-update.js';
import { parcels } from '../../db/schema/parcels.js';
import { AppError } from '../../errors.js';
import { type AuditChanges, recordStaffAction, rowChanges, type StaffActor } from '../audit/index.js';
import { moveGoodsOfParcels } from '../goods/index.js';
import { parcelNotFound, type ParcelRow } from './parcel-row.js';
import { WAREHOUSE_PLACE, writeTrackingEvents } from './tracking.js';

/** One step of a parcel's life: a row of `PARCEL_TRANSITIONS` and what goes with it. */
export interface ParcelStep {
  actor: 'customer' | 'staff';
  action: ParcelAction;
  /** The owner, for a customer's step: another customer's parcel is not found (404). */
  ownerId?: number;
  /** Other columns written in the same guarded UPDATE. */
  set?: PgUpdateSetSource<typeof parcels>;
  /** Further conditions the parcel must meet (409 otherwise). */
  where?: SQL;
  /** The 409 message when the parcel's status does not allow the step. */
  refusal?: string;
  /** The tracking event's place and note. */
  place?: string | null;
  note?: string | null;
  /** A desk step's audit row, written with the guarded UPDATE (decision 049). */
  audit?: StepAudit;
}

/** Who took a desk step, and which of the parcel's columns its audit row shows before → after. */
export interface StepAudit {
  actor: StaffActor;
  /** The parcel's columns the step writes that the trail shows (the status is always shown). */
  fields?: ReadonlyArray<keyof ParcelRow & string>;
  reason?: string | null;
  /** What else the row shows, read after the UPDATE with the parcel locked (e.g. the amount a refund gives back). */
  more?: (tx: Executor, after: ParcelRow) => Promise<AuditChanges>;
}

interface Guarded {
  row: ParcelRow;
  /** False for a row that keeps the status (`'same'`): no tracking event then. */
  statusMoved: boolean;
}

/** Amounts of the parcel's row are roubles, its declared value in its own currency. */
const PARCEL_MONEY = { deliveryPrice: 'RUB' } as const;

async function guardParcel(tx: Executor, id: number, step: ParcelStep): Promise<Guarded> {
  const { before, after } = await moveStatus(tx, {
    table: parcels,
    entity: 'parcel',
    actor: step.actor,
    action: step.action,
    id,
    ownerId: step.ownerId,
    where: step.where,
    set: { ...step.set, updatedAt: new Date() },
    notFound: parcelNotFound,
    refusal: step.refusal,
  });
  if (step.audit) {
    await recordStaffAction(tx, step.audit.actor, {
      action: `parcel.${step.action}`,
      objectType: 'parcel',
      objectId: id,
      customerId: after.userId,
      changes: {
        ...rowChanges(before, after, ['statusId', ...(step.audit.fields ?? [])], PARCEL_MONEY),
        ...(await step.audit.more?.(tx, after)),
      },
      reason: step.audit.reason,
    });
  }
  return { row: after, statusMoved: after.statusId !== before.statusId };
}

/** What follows the parcels' guarded UPDATEs in their transaction: the tracking events, and the goods. */
async function followStep(tx: Executor, guarded: Guarded[], step: ParcelStep) {
  await writeTrackingEvents(
    tx,
    guarded
      .filter((parcel) => parcel.statusMoved)
      .map(({ row }) => ({
        parcelId: row.id,
        statusId: row.statusId,
        place: step.place ?? null,
        note: step.note ?? null,
      })),
  );
  if (goodsFollow(step.action)) {
    await moveGoodsOfParcels(
      tx,
      guarded.map(({ row }) => row.id),
      step.action,
      step.ownerId,
    );
  }
}

/**
 * The one way a parcel's status changes, in the caller's transaction: the guarded UPDATE along the transition row
 * (the status read, and the owner, in its WHERE: 404 not found or not the owner's, 409 not allowed or changed
 * meanwhile), the tracking event when the status moved, and the goods that follow the parcel (GOODS_FOLLOW_PARCEL).
 * The UPDATE keeps the parcel row locked until the commit, so its goods cannot race it out of the status.
 */
export async function applyParcelStep(tx: Executor, id: number, step: ParcelStep): Promise<ParcelRow> {
  const guarded = await guardParcel(tx, id, step);
  await followStep(tx, [guarded], step);
  return guarded.row;
}

/**
 * The same step for many parcels (a flight): each parcel through its own guarded UPDATE in a savepoint (one in
 * another status is refused and listed), then the tracking events and the goods of the moved ones in one statement
 * each.
 */
export async function applyParcelSteps(
  tx: Executor,
  ids: readonly number[],
  step: ParcelStep,
): Promise<{ moved: ParcelRow[]; refused: ParcelBulkResult['refused'] }> {
  const guarded: Guarded[] = [];
  const refused: ParcelBulkResult['refused'] = [];
  for (const id of new Set(ids)) {
    try {
      guarded.push(await tx.transaction((savepoint) => guardParcel(savepoint, id, step)));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refused.push({ id, message: error.message });
    }
  }
  await followStep(tx, guarded, step);
  return { moved: guarded.map(({ row }) => row), refused };
}

type StepOptions = Pick<ParcelStep, 'set' | 'where' | 'refusal' | 'place' | 'note'>;
type DeskStepOptions = StepOptions & Omit<StepAudit, 'actor'>;

/** A customer's step on their own parcel. */
export function customerStep(
  tx: Executor,
  userId: number,
  id: number,
  action: ParcelAction,
  options: StepOptions = {},
) {
  return applyParcelStep(tx, id, { ...options, actor: 'customer', action, ownerId: userId });
}

/**
 * A desk step by a staff member, with its audit row: its event is placed at the warehouse unless told otherwise.
 */
export function staffStep(
  tx: Executor,
  actor: StaffActor,
  id: number,
  action: ParcelAction,
  options: DeskStepOptions = {},
) {
  const { fields, reason, more, ...step } = options;
  return applyParcelStep(tx, id, {
    refusal: PARCEL_MESSAGES.notAllowed,
    ...step,
    place: step.place ?? WAREHOUSE_PLACE,
    actor: 'staff',
    action,
    audit: { actor, fields, reason, more },
  });
}
