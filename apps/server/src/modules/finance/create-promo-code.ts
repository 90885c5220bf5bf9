import {
  FINANCE_MESSAGES,
  type NewPromoCodeInput,
  newPromoCodeSchema,
  type StaffPromoCode,
} from '@cargo/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { promoCodes } from '../../db/schema/promo.js';
import { conflict } from '../../errors.js';
import { toStaffView } from './promo-code-view.js';

/** A new code as the staff form sends it, after `newPromoCodeSchema`. */
export type NewPromoCode = z.output<typeof newPromoCodeSchema>;
/** Seeds and tests may pass a Date for the expiry. */
export type PromoCodeSeed = Omit<NewPromoCodeInput, 'expiresAt'> & { expiresAt?: Date | string | null };

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
