import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { goods } from '../../db/schema/goods.js';

/** Whether the good is this customer's own (the help desk's object check). */
export async function goodOwnedBy(db: Executor, userId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: goods.id })
    .from(goods)
    .where(and(eq(goods.id, id), eq(goods.userId, userId)));
  return row !== undefined;
}
