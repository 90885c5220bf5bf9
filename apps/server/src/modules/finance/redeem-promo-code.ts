import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import {
  type CurrencyCcy,
  FINANCE_MESSAGES,
  moneyToJson,
  PROMO_MESSAGES,
  type PromoCodeAnswer,
} from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { customerDiscounts, promoCodes, promoRedemptions } from '../../db/schema/promo.js';
import { AppError, conflict } from '../../errors.js';
import { credit } from './credit-debit.js';
import { recordEvents } from '../../db/events.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { heldDiscount } from './held-discount.js';

/** Key of the advisory lock that queues one customer's discount redemptions (any fixed number). */
const DISCOUNT_LOCK = 1_000_010;

/**
 * Redeems a promo code in the caller's transaction. An amount code credits its currency's account with a ledger
 * row of kind `promo_code` that references the code; a discount code stores a `customer_discounts` row that the
 * next parcel's price takes (`takeDiscount`). Once per customer, never past its expiry or usage limit.
 *
 * Concurrency: the code's row is locked first (FOR UPDATE), so parallel redemptions of one code queue and each
 * sees the ones before it (READ COMMITTED reads anew after the lock); the unique (code, customer) pair is the
 * backstop. Discount codes also take a per-customer advisory lock, so two different discount codes sent at once
 * cannot both become the one unused discount.
 */
export async function redeemPromoCode(
  tx: Executor,
  userId: number,
  code: string,
): Promise<Omit<PromoCodeAnswer, 'message'>> {
  const [promo] = await tx
    .select()
    .from(promoCodes)
    .where(eq(promoCodes.code, code.toUpperCase()))
    .for('update');
  if (!promo || !promo.active) throw new AppError(404, 'PROMO_NOT_FOUND', PROMO_MESSAGES.notFound);
  if (promo.expiresAt && promo.expiresAt.getTime() <= Date.now()) {
    throw conflict('PROMO_EXPIRED', PROMO_MESSAGES.expired);
  }
  const [already] = await tx
    .select({ id: promoRedemptions.id })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.promoCodeId, promo.id), eq(promoRedemptions.userId, userId)));
  if (already) throw conflict('PROMO_ALREADY_USED', PROMO_MESSAGES.alreadyUsed);
  if (promo.discountPercent !== null) {
    await tx.execute(sql`select pg_advisory_xact_lock(${DISCOUNT_LOCK}::int, ${userId}::int)`);
    if ((await heldDiscount(tx, userId)).percent !== null) {
      throw conflict('DISCOUNT_ALREADY_HELD', FINANCE_MESSAGES.discountAlreadyHeld);
    }
  }
  const counted = await tx
    .update(promoCodes)
    .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
    .where(
      and(
        eq(promoCodes.id, promo.id),
        or(isNull(promoCodes.maxUses), lt(promoCodes.usedCount, promoCodes.maxUses)),
      ),
    )
    .returning({ id: promoCodes.id });
  if (counted.length === 0) throw conflict('PROMO_EXHAUSTED', PROMO_MESSAGES.exhausted);

  let transactionId: number | null = null;
  if (promo.discountPercent !== null) {
    await tx
      .insert(customerDiscounts)
      .values({ userId, percent: promo.discountPercent, promoCodeId: promo.id });
  } else {
    const entry = await credit(tx, {
      userId,
      currency: promo.currency as CurrencyCcy,
      amount: promo.amount!,
      kind: 'promo_code',
      comment: `Промокод ${promo.code}`,
      reference: { type: 'promo_code', id: promo.id },
    });
    transactionId = entry.transactionId;
    // The customer's own action: the bell shows the credit, no channel sends it (decision 029).
    await recordEvents(tx, [
      {
        userId,
        kind: 'credit',
        objectId: entry.transactionId,
        action: 'promo',
        actor: 'customer',
        data: { source: 'promo', code: promo.code, amount: promo.amount, currency: promo.currency },
      },
    ]);
  }
  try {
    await tx.insert(promoRedemptions).values({ promoCodeId: promo.id, userId, transactionId });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('PROMO_ALREADY_USED', PROMO_MESSAGES.alreadyUsed);
    throw error;
  }
  return {
    promoCode: promo.code,
    amount: promo.amount === null ? null : moneyToJson(promo.amount),
    currency: promo.currency as CurrencyCcy | null,
    discountPercent: promo.discountPercent,
  };
}
