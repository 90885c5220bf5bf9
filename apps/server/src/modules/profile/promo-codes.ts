import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { type CurrencyCcy, moneyToJson, PROMO_MESSAGES } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { promoCodes, promoRedemptions } from '../../db/schema/promo.js';
import { AppError, conflict } from '../../errors.js';
import { changeBalance } from '../finance/index.js';

export const PROMO_KIND = 'promo_code';

export interface NewPromoCode {
  code: string;
  amount: string;
  currency: CurrencyCcy;
  description?: string;
  maxUses?: number | null;
  expiresAt?: Date | null;
}

export async function createPromoCode(db: Executor, promo: NewPromoCode) {
  const [row] = await db
    .insert(promoCodes)
    .values({ ...promo, code: promo.code.toUpperCase(), description: promo.description ?? '' })
    .onConflictDoNothing()
    .returning({ id: promoCodes.id });
  return row ?? null;
}

/**
 * Redeems a promo code: its bonus is credited to the customer's account of its currency with a ledger row.
 * Must run in a transaction. One customer redeems a code once (also guarded by a unique index), and a limited
 * code can't be used more times than it allows.
 */
export async function redeemPromoCode(tx: Executor, userId: number, code: string) {
  // Locking the code's row queues parallel redemptions of it, so each one sees the others' results.
  const [promo] = await tx.select().from(promoCodes).where(eq(promoCodes.code, code)).for('update');
  if (!promo || !promo.active) throw new AppError(404, 'PROMO_NOT_FOUND', PROMO_MESSAGES.notFound);
  if (promo.expiresAt && promo.expiresAt.getTime() <= Date.now()) {
    throw conflict('PROMO_EXPIRED', PROMO_MESSAGES.expired);
  }
  const [already] = await tx
    .select({ id: promoRedemptions.id })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.promoCodeId, promo.id), eq(promoRedemptions.userId, userId)));
  if (already) throw conflict('PROMO_ALREADY_USED', PROMO_MESSAGES.alreadyUsed);
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
  if (promo.amount === null || promo.currency === null) {
    // A discount code (issue 10 moves promo codes to the finance module, which stores the discount).
    await tx.insert(promoRedemptions).values({ promoCodeId: promo.id, userId });
    return { promoCode: promo.code, amount: null, currency: null, discountPercent: promo.discountPercent };
  }
  const currency = promo.currency as CurrencyCcy;
  const entry = await changeBalance(tx, {
    userId,
    currency,
    amount: promo.amount,
    kind: PROMO_KIND,
    comment: `Промокод ${promo.code}`,
  });
  await tx
    .insert(promoRedemptions)
    .values({ promoCodeId: promo.id, userId, transactionId: entry.transactionId });
  return { promoCode: promo.code, amount: moneyToJson(promo.amount), currency, discountPercent: null };
}
