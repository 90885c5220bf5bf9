/** What every seeder of the heavy account shares (seed.ts runs them; each domain may keep its seeder in a file). */
import type { Database } from '../../apps/server/src/db/client.ts';

/** What the seeders need to know about the account being filled, and the ids they hand to each other. */
export interface HeavyAccount {
  userId: number;
  recipientIds: number[];
  addressIds: number[];
}

export interface Seeder {
  /** Shown while seeding and in the README's table of what the heavy account holds. */
  name: string;
  seed(db: Database, account: HeavyAccount): Promise<number>;
}

const DAY_MS = 24 * 3600 * 1000;
/** Spread over two years, newest last, so "newest first" orders have real work to do. */
export const createdAt = (index: number, count: number) =>
  new Date(Date.now() - (count - index) * ((730 * DAY_MS) / count));

export async function insertChunked<T>(
  db: Database,
  rows: T[],
  insert: (tx: Database, chunk: T[]) => Promise<unknown>,
) {
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 500)
      await insert(tx as unknown as Database, rows.slice(i, i + 500));
  });
  return rows.length;
}
