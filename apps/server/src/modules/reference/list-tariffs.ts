import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { deliveryTransports } from '../../db/schema/reference.js';

export async function listTariffs(db: Executor, filter: { countryCode?: number; dangerousOnly?: boolean }) {
  const conditions = [eq(deliveryTransports.active, true)];
  if (filter.countryCode) conditions.push(eq(deliveryTransports.countryCode, filter.countryCode));
  if (filter.dangerousOnly) conditions.push(eq(deliveryTransports.allowsDangerous, true));
  return db
    .select({
      id: deliveryTransports.id,
      title: deliveryTransports.title,
      countryCode: deliveryTransports.countryCode,
      description: deliveryTransports.description,
      isSpecial: deliveryTransports.isSpecial,
      lastMileOperatorIds: deliveryTransports.lastMileOperatorIds,
      deliveryDays: deliveryTransports.deliveryDays,
    })
    .from(deliveryTransports)
    .where(and(...conditions))
    .orderBy(asc(deliveryTransports.id));
}
