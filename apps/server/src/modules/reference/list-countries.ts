import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { countries } from '../../db/schema/reference.js';

export async function listCountries(db: Executor) {
  return db
    .select({
      id: countries.code,
      code: countries.code,
      name: countries.name,
      iso2: countries.iso2,
      phonePrefix: countries.phonePrefix,
    })
    .from(countries)
    .where(eq(countries.available, true))
    .orderBy(asc(countries.sortOrder));
}
