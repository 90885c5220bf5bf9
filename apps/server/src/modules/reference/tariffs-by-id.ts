import type { Executor } from '../../db/client.js';
import { deliveryTransports } from '../../db/schema/reference.js';

/** Tariff titles and countries by id (parcel lists show the title; pricing needs the country). */
export async function tariffsById(db: Executor) {
  const rows = await db
    .select({
      id: deliveryTransports.id,
      title: deliveryTransports.title,
      countryCode: deliveryTransports.countryCode,
    })
    .from(deliveryTransports);
  return new Map(rows.map((row) => [row.id, row]));
}
