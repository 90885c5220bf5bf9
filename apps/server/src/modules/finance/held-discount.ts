import { and, eq, isNull } from 'drizzle-orm';
import type { MyDiscount } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { customerDiscounts, promoCodes } from '../../db/schema/promo.js';

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
