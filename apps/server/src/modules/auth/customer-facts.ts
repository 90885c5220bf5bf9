import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { anyOf } from '../../db/any-of.js';
import { users } from '../../db/schema/users.js';

/**
 * Who invited a customer and when the customer registered: what the finance module needs to credit a referral
 * reward (it may not read `users` itself). Null when the customer does not exist.
 */
export async function referralFactsOf(
  db: Executor,
  userId: number,
): Promise<{ referrerId: number | null; registeredAt: Date } | null> {
  const [row] = await db
    .select({ referrerId: users.referrerId, registeredAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The e-mails of some customers, by id (the staff desks show who a row belongs to). */
export async function emailsOf(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(anyOf(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.email]));
}

/** Whom a desk row names: e-mail and name (surname and name, null when neither was given), by user id. */
export async function contactsOf(
  db: Executor,
  ids: number[],
): Promise<Map<number, { email: string; name: string | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, name: users.name, surname: users.surname })
    .from(users)
    .where(anyOf(users.id, [...new Set(ids)]));
  return new Map(
    rows.map((row) => {
      const name = [row.surname, row.name].filter(Boolean).join(' ');
      return [row.id, { email: row.email, name: name || null }];
    }),
  );
}
