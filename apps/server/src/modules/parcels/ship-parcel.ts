import { STORAGE_MESSAGES, type staffShipSchema, toMinorUnits } from '@cargo/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { conflict } from '../../errors.js';
import type { StaffActor } from '../audit/index.js';
import { storageOwedByParcel } from '../goods/index.js';
import { staffStep } from './parcel-step.js';

type Ship = z.output<typeof staffShipSchema>;

/**
 * Shipping a paid parcel (40 → 50) with its outgoing track: an unpaid parcel has no row to ship from. Its goods
 * are sent with it (130 → 30). A parcel whose goods still owe storage fees is refused (409, decision 031).
 */
export function shipParcel(db: Executor, actor: StaffActor, id: number, input: Ship) {
  return db.transaction(async (tx) => {
    const row = await staffStep(tx, actor, id, 'ship', {
      set: { outgoingDeclaration: input.outgoingDeclaration, registry: input.registry ?? null },
      fields: ['outgoingDeclaration', 'registry'],
      note: `Трек ${input.outgoingDeclaration}`,
    });
    // Paying cleared its goods' storage debts; a debt left means the fees were never paid: it does not leave.
    // Checked after the step (parcel row, then its goods: the order every parcel step locks them in).
    if (toMinorUnits(await storageOwedByParcel(tx, id)) > 0n) {
      throw conflict('STATUS_CONFLICT', STORAGE_MESSAGES.feesOwed);
    }
    return row;
  });
}
