import type { Executor } from '../../db/client.js';
import { countries } from '../../db/schema/reference.js';

/** Country names by code, for answers that show a country beside its code. */
export async function countryNames(db: Executor): Promise<Map<number, string>> {
  const rows = await db.select({ code: countries.code, name: countries.name }).from(countries);
  return new Map(rows.map((row) => [row.code, row.name]));
}
