import type { staffShipSchema } from '@cargo/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { staffStep } from './parcel-step.js';

type Ship = z.output<typeof staffShipSchema>;

/**
 * Shipping a paid parcel (40 → 50) with its outgoing track: an unpaid parcel has no row to ship from. Its goods
 * are sent with it (130 → 30).
 */
export function shipParcel(db: Executor, id: number, input: Ship) {
  return db.transaction((tx) =>
    staffStep(tx, id, 'ship', {
      set: { outgoingDeclaration: input.outgoingDeclaration, registry: input.registry ?? null },
      note: `Трек ${input.outgoingDeclaration}`,
    }),
  );
}
