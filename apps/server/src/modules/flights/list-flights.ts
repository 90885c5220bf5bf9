import type { FlightCard } from '@cargo/domain';
import { desc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { flightParcels, flights } from '../../db/schema/flights.js';
import { type PageRequest, paginate, totalCount } from '../../db/paginate.js';

/** The flights, newest first, each with its parcels' count: one statement a page. */
export function listFlights(db: Executor, request: PageRequest) {
  return paginate(
    db,
    () =>
      db
        .select({
          id: flights.id,
          number: flights.number,
          carrier: flights.carrier,
          plannedDate: flights.plannedDate,
          status: flights.status,
          shippedAt: flights.shippedAt,
          createdAt: flights.createdAt,
          parcels: sql<number>`(select cast(count(*) as integer) from ${flightParcels}
            where ${flightParcels.flightId} = ${flights.id})`.mapWith(Number),
          total: totalCount,
        })
        .from(flights)
        .orderBy(desc(flights.id))
        .$dynamic(),
    request,
    (rows): FlightCard[] =>
      rows.map((row) => ({
        ...row,
        status: row.status as FlightCard['status'],
        shippedAt: row.shippedAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
      })),
  );
}
