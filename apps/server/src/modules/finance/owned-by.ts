import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { topUps } from '../../db/schema/payments.js';

/** Whether the top-up is this customer's own (the help desk's object check). */
export async function topUpOwnedBy(db: Executor, userId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: topUps.id })
    .from(topUps)
    .where(and(eq(topUps.id, id), eq(topUps.userId, userId)));
  return row !== undefined;
}
