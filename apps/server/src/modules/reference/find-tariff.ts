import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { deliveryTransports } from '../../db/schema/reference.js';

export async function findTariff(db: Executor, id: number) {
  const [row] = await db.select().from(deliveryTransports).where(eq(deliveryTransports.id, id));
  return row ?? null;
}
