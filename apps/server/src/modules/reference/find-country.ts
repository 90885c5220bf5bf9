import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { countries } from '../../db/schema/reference.js';

export async function findCountry(db: Executor, code: number) {
  const [row] = await db
    .select({ code: countries.code, name: countries.name })
    .from(countries)
    .where(eq(countries.code, code));
  return row ?? null;
}
