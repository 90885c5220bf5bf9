import { type StaffCargoList } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { emailsOf } from '../auth/index.js';
import { type CargoFilter, pageOfCargo } from './page-of-cargo.js';
import { cargoView } from './views.js';

/** Every customer's cargo for the warehouse desk, with the owner's e-mail. */
export async function listStaffCargo(db: Executor, filter: CargoFilter): Promise<StaffCargoList> {
  return pageOfCargo(db, filter, async (rows) => {
    const emails = await emailsOf(
      db,
      rows.map((row) => row.userId),
    );
    return rows.map((row) => ({ ...cargoView(row), clientEmail: emails.get(row.userId) ?? '' }));
  });
}
