import { CARGO_MESSAGES, canDo, cargoName, toMinorUnits } from '@cargo/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { moveStatus } from '../../db/guarded-update.js';
import { cargos } from '../../db/schema/cargo.js';
import { conflict } from '../../errors.js';
import { recordStaffAction, rowChanges, type StaffActor, withCurrency } from '../audit/index.js';
import { amountPaidFor, credit } from '../finance/index.js';
import { cargoNotFound, cargoView } from './views.js';

/**
 * `PUT /api/staff/cargo/{id}/cancel-with-refund`: a paid cargo that cannot ship (prohibited content, lost at the
 * warehouse) is cancelled (40 → 800) with a reason the customer reads on its card, and exactly what the ledger says
 * was paid for it goes back to the ruble account through finance's `credit` (kind `cargo_refund`), in one
 * transaction. The guarded status change comes first and locks the row: a concurrent ship or a second cancel finds
 * the status changed and answers 409, so the money is given back at most once. Shipped or unpaid: 409.
 */
export async function cancelCargoWithRefund(db: Executor, actor: StaffActor, id: number, reason: string) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ statusId: cargos.statusId }).from(cargos).where(eq(cargos.id, id));
    if (!before) throw cargoNotFound();
    if (!canDo('cargo', 'staff', 'cancelWithRefund', before.statusId)) {
      throw conflict('STATUS_CONFLICT', CARGO_MESSAGES.cancelWithRefundNotAllowed);
    }
    const { before: was, after: row } = await moveStatus(tx, {
      table: cargos,
      entity: 'cargo',
      actor: 'staff',
      action: 'cancelWithRefund',
      id,
      set: { statusReason: reason, updatedAt: new Date() },
      notFound: cargoNotFound,
      refusal: CARGO_MESSAGES.cancelWithRefundNotAllowed,
    });
    const reference = { type: 'cargo', id };
    const paid = await amountPaidFor(tx, { userId: row.userId, currency: 'RUB', reference });
    if (toMinorUnits(paid) <= 0n) throw conflict('STATUS_CONFLICT', CARGO_MESSAGES.nothingToRefund);
    await credit(tx, {
      userId: row.userId,
      currency: 'RUB',
      amount: paid,
      kind: 'cargo_refund',
      comment: CARGO_MESSAGES.refundComment(cargoName(row)),
      reference,
      createdBy: actor.id,
    });
    await recordStaffAction(tx, actor, {
      action: 'cargo.cancelWithRefund',
      objectType: 'cargo',
      objectId: id,
      customerId: row.userId,
      changes: {
        ...rowChanges(was, row, ['statusId', 'statusReason']),
        refunded: [null, withCurrency(paid, 'RUB')],
      },
      reason,
    });
    return cargoView(row);
  });
}
