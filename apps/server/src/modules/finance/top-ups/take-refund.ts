import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  type CurrencyCcy,
  FINANCE_MESSAGES,
  formatMoneyWithSign,
  TOP_UP_STATUS,
  topUpName,
} from '@cargo/domain';
import type { AppContext } from '../../../context.js';
import type { Executor } from '../../../db/client.js';
import { moveStatus } from '../../../db/guarded-update.js';
import { topUps } from '../../../db/schema/payments.js';
import { conflict } from '../../../errors.js';
import { recordStaffAction, rowChanges, type StaffActor, withCurrency } from '../../audit/index.js';
import { debit } from '../credit-debit.js';
import { creditedAmount, topUpNotFound, type TopUpRow } from './top-up-view.js';

/** A credited card top-up of this acquirer, locked for the refund (409 for any other). */
export async function lockRefundable(tx: Executor, ctx: AppContext, id: number): Promise<TopUpRow> {
  const [row] = await tx.select().from(topUps).where(eq(topUps.id, id)).for('update');
  if (!row) throw topUpNotFound();
  if (row.statusId !== TOP_UP_STATUS.SUCCEEDED) {
    throw conflict('STATUS_CONFLICT', FINANCE_MESSAGES.refundOnlySucceeded);
  }
  if (row.method !== 'card' || row.provider !== ctx.payments.key || !row.providerPaymentId) {
    throw conflict('STATUS_CONFLICT', FINANCE_MESSAGES.cryptoRefundManual);
  }
  return row;
}

/**
 * The refund's first part, in the caller's transaction: the credit taken back with a ledger row of kind `refund`
 * (402 when the customer has spent it), the status 3 → 6 «Возврат в обработке» with a new idempotence key, and the
 * audit row. The money cannot be spent while the acquirer is asked.
 */
export async function takeRefund(
  tx: Executor,
  ctx: AppContext,
  actor: StaffActor,
  id: number,
): Promise<TopUpRow> {
  const row = await lockRefundable(tx, ctx, id);
  const currency = row.currency as CurrencyCcy;
  const amount = creditedAmount(row);
  await debit(tx, {
    userId: row.userId,
    currency,
    amount,
    kind: 'refund',
    comment: FINANCE_MESSAGES.refundComment(topUpName(row), formatMoneyWithSign(amount, currency)),
    reference: { type: 'top_up', id: row.id },
    createdBy: actor.id,
  });
  const now = new Date();
  const { before, after } = await moveStatus(tx, {
    table: topUps,
    entity: 'topUp',
    actor: 'staff',
    action: 'refund',
    id: row.id,
    set: {
      refundKey: randomUUID(),
      providerRefundId: null,
      refundRequestedAt: now,
      refundCheckedAt: null,
      refundFailureReason: null,
      updatedAt: now,
    },
    notFound: topUpNotFound,
  });
  await recordStaffAction(tx, actor, {
    action: 'top-up.refund',
    objectType: 'top-up',
    objectId: row.id,
    customerId: row.userId,
    changes: { ...rowChanges(before, after, ['statusId']), refunded: [null, withCurrency(amount, currency)] },
  });
  return after;
}
