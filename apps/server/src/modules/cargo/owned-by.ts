import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { cargos } from '../../db/schema/cargo.js';

/** Whether the cargo is this customer's own (the help desk's object check). */
export async function cargoOwnedBy(db: Executor, userId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: cargos.id })
    .from(cargos)
    .where(and(eq(cargos.id, id), eq(cargos.userId, userId)));
  return row !== undefined;
}
