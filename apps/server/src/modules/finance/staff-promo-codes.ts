import { desc, eq } from 'drizzle-orm';
import { PROMO_MESSAGES, type StaffPromoCode } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { paginate, type PageRequest, totalCount } from '../../db/paginate.js';
import { promoCodes } from '../../db/schema/promo.js';
import { AppError } from '../../errors.js';
import { recordStaffAction, rowChanges, type StaffActor } from '../audit/index.js';
import { createPromoCode, type NewPromoCode, type PromoRow, toStaffView } from './promo-codes.js';

/** The finance desk's promo codes: the list, a new code, a code switched off; each change with its audit row. */
export function listPromoCodes(db: Executor, request: PageRequest) {
  return paginate(
    () =>
      db
        .select({ row: promoCodes, total: totalCount })
        .from(promoCodes)
        .orderBy(desc(promoCodes.createdAt), desc(promoCodes.id))
        .$dynamic(),
    request,
    (rows) => rows.map(({ row }) => toStaffView(row)),
  );
}

/** The columns of a code its audit rows show; an amount code's amount with its currency. */
const PROMO_AUDITED = ['code', 'amount', 'discountPercent', 'maxUses', 'expiresAt', 'active'] as const;
const promoChanges = (before: PromoRow | null, after: PromoRow) =>
  rowChanges(before, after, PROMO_AUDITED, after.currency ? { amount: after.currency } : {});

/** A code made at the desk, with its audit row in the same transaction. */
export async function createPromoCodeByStaff(
  db: Executor,
  actor: StaffActor,
  input: NewPromoCode,
): Promise<StaffPromoCode> {
  return db.transaction(async (tx) => {
    const made = await createPromoCode(tx, input);
    const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.id, made.id));
    await recordStaffAction(tx, actor, {
      action: 'promo-code.create',
      objectType: 'promo-code',
      objectId: made.id,
      changes: promoChanges(null, row!),
    });
    return made;
  });
}

/** Staff: a code stops working at once; redemptions made stay. */
export async function deactivatePromoCode(
  db: Executor,
  actor: StaffActor,
  id: number,
): Promise<StaffPromoCode> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
    if (!before) throw new AppError(404, 'PROMO_NOT_FOUND', PROMO_MESSAGES.notFound);
    if (!before.active) return toStaffView(before);
    const [row] = await tx.update(promoCodes).set({ active: false }).where(eq(promoCodes.id, id)).returning();
    await recordStaffAction(tx, actor, {
      action: 'promo-code.deactivate',
      objectType: 'promo-code',
      objectId: id,
      changes: promoChanges(before, row!),
    });
    return toStaffView(row!);
  });
}
