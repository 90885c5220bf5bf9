import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/users.js';

export interface ClientSummary {
  id: number;
  email: string;
  name: string | null;
}

/** Who the customers behind some objects are, for the staff desks (one query for a whole page). */
export async function clientsByIds(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, ClientSummary>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Whether any customer is registered (staff made with the CLI don't count): the demo seed runs only before. */
export async function hasCustomers(db: Executor): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'client')).limit(1);
  return row !== undefined;
}
