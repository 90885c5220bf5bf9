import { eq, inArray } from 'drizzle-orm';
import { type InsuranceClaimAnswer, moneyToJson } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { insuranceClaims } from '../../db/schema/insurance.js';

/** The parcel's insurance claim as its page shows it (customer and desk), null while there is none. */
export async function insuranceClaimOf(db: Executor, parcelId: number): Promise<InsuranceClaimAnswer | null> {
  const [row] = await db.select().from(insuranceClaims).where(eq(insuranceClaims.parcelId, parcelId));
  return row ? insuranceClaimView(row) : null;
}

/** The claim as the parcel's page answers it. */
export function insuranceClaimView(row: typeof insuranceClaims.$inferSelect): InsuranceClaimAnswer {
  return {
    id: row.id,
    amount: moneyToJson(row.amount),
    currency: 'RUB',
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Which of these parcels have their claim recorded (the desk's list: no second «Страховой случай»). */
export async function claimedParcelIds(db: Executor, parcelIds: number[]): Promise<Set<number>> {
  if (parcelIds.length === 0) return new Set();
  const rows = await db
    .select({ parcelId: insuranceClaims.parcelId })
    .from(insuranceClaims)
    .where(inArray(insuranceClaims.parcelId, parcelIds));
  return new Set(rows.map((row) => row.parcelId));
}
