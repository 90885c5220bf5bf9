import { type CurrencyCcy, moneyToJson, type StaffPromoCode } from '@cargo/domain';
import type { promoCodes } from '../../db/schema/promo.js';

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
