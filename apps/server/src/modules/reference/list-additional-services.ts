import { asc, sql } from 'drizzle-orm';
import { moneyToJson } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { additionalServices } from '../../db/schema/reference.js';

export async function listAdditionalServices(db: Executor, objectType?: string) {
  const rows = await db
    .select()
    .from(additionalServices)
    .where(objectType ? sql`${objectType} = any(${additionalServices.objectTypes})` : undefined)
    .orderBy(asc(additionalServices.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    price: moneyToJson(row.price),
    currency: row.currency,
    per: row.per as 'item' | 'parcel',
    isRequired: row.isRequired,
  }));
}
