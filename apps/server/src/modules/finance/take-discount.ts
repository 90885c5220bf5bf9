import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { customerDiscounts } from '../../db/schema/promo.js';

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
