import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orders } from '../../db/schema/orders.js';

/** Whether the buyout order is this customer's own (the help desk's object check). */
export async function orderOwnedBy(db: Executor, userId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)));
  return row !== undefined;
}
