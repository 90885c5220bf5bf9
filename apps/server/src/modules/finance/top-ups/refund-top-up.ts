import { eq } from 'drizzle-orm';
import {
  type CurrencyCcy,
  FINANCE_MESSAGES,
  formatMoneyWithSign,
  notEnoughMoneyMessage,
  TOP_UP_STATUS,
  toMinorUnits,
} from '@cargo/domain';
import type { AppContext } from '../../../context.js';
import { updateStatus } from '../../../db/guarded-update.js';
import { topUps } from '../../../db/schema/payments.js';
import { AppError, conflict } from '../../../errors.js';
import { emailsOf } from '../../auth/index.js';
import { changeBalance } from '../ledger.js';
import { creditedAmount, topUpNotFound, viewStaffTopUp } from './top-up-view.js';

/** True when the database refused a change by a CHECK constraint (the balance would go below zero). */
function isCheckViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23514') return true;
  }
  return false;
}

/**
 * POST /api/staff/top-ups/{id}/refund: a credited card top-up goes back to the card. First, in one transaction, the
 * credit is taken back with a ledger row of kind `refund` (402 when the customer has spent it) and the status moves
 * 3 → 5, so the money cannot be spent while the acquirer is asked. Then the acquirer is asked, with a key derived
 * from the top-up so a retry after a lost answer cannot refund twice. If it refuses, a second ledger row gives the
 * credit back and the top-up is credited again (5 → 3): the ledger keeps both rows, never an edit.
 */
export async function refundTopUp(ctx: AppContext, staffId: number, id: number) {
  const taken = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(topUps).where(eq(topUps.id, id)).for('update');
    if (!row) throw topUpNotFound();
    if (row.statusId !== TOP_UP_STATUS.SUCCEEDED) {
      throw conflict('STATUS_CONFLICT', FINANCE_MESSAGES.refundOnlySucceeded);
    }
    if (row.method !== 'card' || row.provider !== ctx.payments.key || !row.providerPaymentId) {
      throw conflict('STATUS_CONFLICT', FINANCE_MESSAGES.cryptoRefundManual);
    }
    const currency = row.currency as CurrencyCcy;
    const amount = creditedAmount(row);
    try {
      await changeBalance(tx, {
        userId: row.userId,
        currency,
        amount: `-${amount}`,
        kind: 'refund',
        comment: `Возврат пополнения №${row.id} на карту: ${formatMoneyWithSign(amount, currency)}`,
        referenceType: 'top_up',
        referenceId: row.id,
        createdBy: staffId,
      });
    } catch (error) {
      if (isCheckViolation(error)) {
        throw new AppError(402, 'NOT_ENOUGH_MONEY', notEnoughMoneyMessage(currency));
      }
      throw error;
    }
    return updateStatus(tx, {
      table: topUps,
      entity: 'topUp',
      actor: 'staff',
      action: 'refund',
      id: row.id,
      set: { updatedAt: new Date() },
      notFound: topUpNotFound,
    });
  });
  const currency = taken.currency as CurrencyCcy;
  const amount = creditedAmount(taken);
  try {
    await ctx.payments.refund(
      taken.providerPaymentId!,
      Number(toMinorUnits(amount)),
      `refund-${taken.idempotencyKey}`,
    );
  } catch (error) {
    ctx.log?.warn({ err: error, topUpId: taken.id }, 'the acquirer refused a refund');
    await ctx.db.transaction(async (tx) => {
      await changeBalance(tx, {
        userId: taken.userId,
        currency,
        amount,
        kind: 'refund',
        comment: `Возврат пополнения №${taken.id} не принят эквайрингом: ${formatMoneyWithSign(amount, currency)}`,
        referenceType: 'top_up',
        referenceId: taken.id,
        createdBy: staffId,
      });
      await updateStatus(tx, {
        table: topUps,
        entity: 'topUp',
        actor: 'provider',
        action: 'refundRefused',
        id: taken.id,
        set: { updatedAt: new Date() },
        notFound: topUpNotFound,
      });
    });
    throw new AppError(502, 'PAYMENT_PROVIDER_ERROR', FINANCE_MESSAGES.refundRefused);
  }
  const email = (await emailsOf(ctx.db, [taken.userId])).get(taken.userId) ?? '';
  return { message: FINANCE_MESSAGES.refundDone, topUp: viewStaffTopUp(taken, email) };
}
