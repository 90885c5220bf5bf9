import { and, desc, eq, inArray, or, type SQL, sql, type SQLWrapper } from 'drizzle-orm';
import { parseDeskSearch } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { paginate, type PageRequest, totalCount } from '../../db/paginate.js';
import { users } from '../../db/schema/users.js';
import { anyOfSubquery } from '../../db/any-of.js';
import { customerMatch } from './desk-search.js';

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

/**
 * The JSON array of `ClientSummary` of the users whose ids the subquery `ids` selects: who wrote something, read
 * inside another module's one statement (the help desk's chat).
 */
export const clientSummariesJson = (ids: SQL) =>
  sql<unknown>`coalesce((select json_agg(json_build_object('id', ${users.id}, 'email', ${users.email}, 'name', ${users.name}))
    from ${users} where ${users.id} in (${ids})), '[]'::json)`;

/** Whether any customer is registered (staff made with the CLI don't count): the demo seed runs only before. */
export async function hasCustomers(db: Executor): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'client')).limit(1);
  return row !== undefined;
}

/** A customer as the staff desks find them. */
export interface CustomerCard {
  id: number;
  email: string;
  name: string | null;
  surname: string | null;
  phone: string | null;
  createdAt: string;
}

const cardColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  surname: users.surname,
  phone: users.phone,
  createdAt: users.createdAt,
};
const toCard = (row: Omit<CustomerCard, 'createdAt'> & { createdAt: Date }): CustomerCard => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Staff: the customers a desk search finds (decision 050: code «K0003», e-mail, name, phone, or the customer's
 * number), newest first. An empty query lists everyone.
 */
export function searchCustomers(
  db: Executor,
  query: string,
  request: PageRequest,
  /** Customers another module finds for the text (a recipient's passport, decision 071): a subquery of ids. */
  alsoFound?: SQLWrapper,
) {
  const search = parseDeskSearch(query);
  const conditions = [eq(users.role, 'client')];
  if (search) {
    const matches = [
      customerMatch(search),
      search.number === null ? undefined : eq(users.id, search.number),
      alsoFound === undefined ? undefined : anyOfSubquery(users.id, alsoFound),
    ];
    conditions.push(or(...matches) ?? sql`false`);
  }
  return paginate(
    db,
    () =>
      db
        .select({ ...cardColumns, total: totalCount })
        .from(users)
        .where(and(...conditions))
        .orderBy(desc(users.createdAt), desc(users.id))
        .$dynamic(),
    request,
    (rows) => rows.map(toCard),
  );
}

/** Staff: one customer by id, or null (staff accounts are not customers). */
export async function customerCard(db: Executor, id: number): Promise<CustomerCard | null> {
  const [row] = await db
    .select(cardColumns)
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'client')));
  return row ? toCard(row) : null;
}
