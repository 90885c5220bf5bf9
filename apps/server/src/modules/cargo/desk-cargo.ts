import { eq, type SQL } from 'drizzle-orm';
import type { StaffCargo } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { countByStatus } from '../../db/count-by-status.js';
import { cargos } from '../../db/schema/cargo.js';
import { deskSearchCondition, emailsOf } from '../auth/index.js';
import { customersWithPassport } from '../recipients/index.js';
import { cargoNotFound, cargoView } from './views.js';

/** The cargo the desk search finds (decision 050): by its customer, its number, its Chinese or outgoing track. */
export function cargoSearch(db: Executor, q: string | undefined): SQL | undefined {
  return deskSearchCondition(db, q, {
    owner: cargos.userId,
    alsoCustomers: customersWithPassport(db, q),
    numbers: [cargos.id],
    typedTracks: [cargos.incomingDeclaration, cargos.outgoingDeclaration],
  });
}

/** `GET /api/staff/cargo/counters?q`: the cargo the search finds (all of it without one) by status. */
export function cargoDeskCounters(db: Executor, q: string | undefined) {
  return countByStatus(db, cargos, cargos.statusId, cargoSearch(db, q));
}

/** `GET /api/staff/cargo/{id}`: one customer's cargo with the owner's e-mail, for its desk page. */
export async function deskCargo(db: Executor, id: number): Promise<StaffCargo> {
  const [row] = await db.select().from(cargos).where(eq(cargos.id, id));
  if (!row) throw cargoNotFound();
  const emails = await emailsOf(db, [row.userId]);
  return { ...cargoView(row), clientEmail: emails.get(row.userId) ?? '' };
}
