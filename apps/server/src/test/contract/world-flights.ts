import type { FastifyInstance } from 'fastify';
import { call } from '../helpers.js';

/** Two flights on the warehouse's desk (decision 062), for the flights' list (its paging sweep needs more than one). */
export async function seedWorldFlights(app: FastifyInstance, staff: string): Promise<void> {
  for (const number of ['MU-7001', 'MU-7002']) {
    const made = await call(app, 'POST', '/api/staff/flights', staff, {
      number,
      carrier: 'China Southern',
      plannedDate: '2026-12-01',
    });
    if (made.statusCode >= 300) throw new Error(`world: flight ${made.statusCode} ${made.body}`);
  }
}
