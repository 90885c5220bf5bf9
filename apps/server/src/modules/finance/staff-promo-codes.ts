import { desc, eq } from 'drizzle-orm';
import {
  type ApprovalPending,
  type CurrencyCcy,
  FINANCE_MESSAGES,
  formatMoneyRu,
  multiplyMoney,
  needsSecondMember,
  PROMO_MESSAGES,
  type StaffPromoCode,
} from '@cargo/domain';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { paginate, type PageRequest, totalCount } from '../../db/paginate.js';
import { promoCodes } from '../../db/schema/promo.js';
import { AppError, conflict } from '../../errors.js';
import { type ApprovalExecutor, fourEyesSettings, requestApproval } from '../approvals/index.js';
import { recordStaffAction, rowChanges, type StaffActor } from '../audit/index.js';
import { inRoubles } from './in-roubles.js';
import { createPromoCode, type NewPromoCode } from './create-promo-code.js';
import { type PromoRow, toStaffView } from './promo-code-view.js';

/** The finance desk's promo codes: the list, a new code, a code switched off; each change with its audit row. */
export function listPromoCodes(db: Executor, request: PageRequest) {
  return paginate(
    db,
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

/**
 * What an amount code can pay out in roubles: its amount times its usage limit; null for a code without a limit,
 * whose payout has no bound (decision 049).
 */
async function payoutInRoubles(ctx: AppContext, input: NewPromoCode): Promise<string | null> {
  if (!input.maxUses) return null;
  const perUse = await inRoubles(ctx.rates, input.currency as CurrencyCcy, input.amount!);
  return multiplyMoney(perUse, input.maxUses);
}

/**
 * A code made at the desk. An amount code whose payout (amount × usage limit, in roubles at the official rate) is
 * above the four-eyes threshold, or has no limit, is a request a second finance member approves; a discount code
 * is made at once.
 */
export async function createPromoCodeByStaff(
  ctx: AppContext,
  actor: StaffActor,
  input: NewPromoCode,
): Promise<StaffPromoCode | ApprovalPending> {
  if (input.amount === undefined) return ctx.db.transaction((tx) => makePromoCode(tx, actor, input));
  const payoutRub = await payoutInRoubles(ctx, input);
  if (payoutRub !== null && !needsSecondMember(payoutRub, fourEyesSettings(ctx.config))) {
    return ctx.db.transaction((tx) => makePromoCode(tx, actor, input));
  }
  return ctx.db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: promoCodes.id })
      .from(promoCodes)
      .where(eq(promoCodes.code, input.code));
    if (taken) throw conflict('PROMO_CODE_TAKEN', FINANCE_MESSAGES.promoCodeTaken);
    const uses = input.maxUses ? `${input.maxUses} раз` : 'без ограничения числа активаций';
    return requestApproval(tx, actor, {
      kind: 'promoCode',
      payload: { ...input },
      summary: `Промокод ${input.code}: ${formatMoneyRu(input.amount!, input.currency as CurrencyCcy)}, ${uses}`,
      amountRub: payoutRub,
      objectType: 'promo-code',
      objectId: input.code,
      reason: input.description || null,
    });
  });
}

/** An approved amount code, made with the approver as the actor. */
export const executeApprovedPromoCode: ApprovalExecutor = async (tx, approver, request) => {
  await makePromoCode(tx, approver, request.payload as NewPromoCode);
};

/** The code's row and its audit row, in the caller's transaction. */
async function makePromoCode(tx: Executor, actor: StaffActor, input: NewPromoCode): Promise<StaffPromoCode> {
  const made = await createPromoCode(tx, input);
  const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.id, made.id));
  await recordStaffAction(tx, actor, {
    action: 'promo-code.create',
    objectType: 'promo-code',
    objectId: made.id,
    changes: promoChanges(null, row!),
  });
  return made;
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
