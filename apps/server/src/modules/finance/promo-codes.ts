import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import {
  type CurrencyCcy,
  FINANCE_MESSAGES,
  moneyToJson,
  type MyDiscount,
  type NewPromoCodeInput,
  newPromoCodeSchema,
  PROMO_MESSAGES,
  type PromoCodeAnswer,
  type StaffPromoCode,
} from '@cargo/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { customerDiscounts, promoCodes, promoRedemptions } from '../../db/schema/promo.js';
import { AppError, conflict } from '../../errors.js';
import { credit } from './credit-debit.js';
import { recordEvents } from '../../db/events.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

/** A new code as the staff form sends it, after `newPromoCodeSchema`. */
export type NewPromoCode = z.output<typeof newPromoCodeSchema>;
/** Seeds and tests may pass a Date for the expiry. */
export type PromoCodeSeed = Omit<NewPromoCodeInput, 'expiresAt'> & { expiresAt?: Date | string | null };

/** Key of the advisory lock that queues one customer's discount redemptions (any fixed number). */
const DISCOUNT_LOCK = 1_000_010;

export type PromoRow = typeof promoCodes.$inferSelect;

export function toStaffView(row: PromoRow): StaffPromoCode {
  return {
    id: row.id,
    code: row.code,
    amount: row.amount === null ? null : moneyToJson(row.amount),
    currency: row.currency as CurrencyCcy | null,
    discountPercent: row.discountPercent,
    description: row.description,
    maxUses: row.maxUses,
    usedCount: row.usedCount,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Creates a code: an amount in a currency, or a discount tier. 409 PROMO_CODE_TAKEN when the code exists. */
export async function createPromoCode(db: Executor, input: PromoCodeSeed): Promise<StaffPromoCode> {
  const { expiresAt, ...rest } = input;
  const promo = newPromoCodeSchema.parse({
    ...rest,
    expiresAt: expiresAt instanceof Date ? expiresAt.toISOString() : expiresAt,
  });
  const [row] = await db
    .insert(promoCodes)
    .values({
      code: promo.code,
      amount: promo.amount ?? null,
      currency: promo.amount === undefined ? null : (promo.currency ?? null),
      discountPercent: promo.discountPercent ?? null,
      description: promo.description ?? '',
      maxUses: promo.maxUses ?? null,
      expiresAt: promo.expiresAt ? new Date(promo.expiresAt) : null,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict('PROMO_CODE_TAKEN', FINANCE_MESSAGES.promoCodeTaken);
  return toStaffView(row);
}

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

/** The customer's unused discount (at most one), or nulls. */
export async function heldDiscount(db: Executor, userId: number): Promise<MyDiscount> {
  const [row] = await db
    .select({ percent: customerDiscounts.percent, promoCode: promoCodes.code })
    .from(customerDiscounts)
    .innerJoin(promoCodes, eq(promoCodes.id, customerDiscounts.promoCodeId))
    .where(and(eq(customerDiscounts.userId, userId), isNull(customerDiscounts.usedAt)))
    .orderBy(customerDiscounts.id)
    .limit(1);
  return row ?? { percent: null, promoCode: null };
}

/**
 * For issue 11: the parcel's price takes the customer's unused discount, in the caller's transaction (the one
 * that prices or pays the parcel). Answers the percent, or null when there is none; a discount is taken once —
 * of two parcels priced at the same time only one gets it (the conditional UPDATE matches once).
 */
export async function takeDiscount(tx: Executor, userId: number, parcelId: number): Promise<number | null> {
  const [held] = await tx
    .select({ id: customerDiscounts.id })
    .from(customerDiscounts)
    .where(and(eq(customerDiscounts.userId, userId), isNull(customerDiscounts.usedAt)))
    .orderBy(customerDiscounts.id)
    .limit(1);
  if (!held) return null;
  const [taken] = await tx
    .update(customerDiscounts)
    .set({ usedAt: sql`now()`, parcelId })
    .where(and(eq(customerDiscounts.id, held.id), isNull(customerDiscounts.usedAt)))
    .returning({ percent: customerDiscounts.percent });
  return taken?.percent ?? null;
}
