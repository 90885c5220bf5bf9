import { and, desc, eq, getTableColumns, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Address, Page } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { paginate, totalCount } from '../../db/paginate.js';
import { addresses } from '../../db/schema/addresses.js';
import { findOwnAddress, referenceNames } from './queries.js';
import { toAddressView } from './view.js';

/** The customer's active or archived addresses, newest first, optionally of one country. */
export async function listAddresses(
  db: Executor,
  userId: number,
  options: { archived: boolean; countryCode?: number; page: number; size: number },
): Promise<Page<Address>> {
  const conditions: SQL[] = [
    eq(addresses.userId, userId),
    options.archived ? isNotNull(addresses.archivedAt) : isNull(addresses.archivedAt),
  ];
  // Partner-network addresses are managed by that flow and are not shown in the customer's active list.
  if (!options.archived) conditions.push(eq(addresses.isDobropozin, false));
  if (options.countryCode) conditions.push(eq(addresses.countryCode, options.countryCode));
  return paginate(
    () =>
      db
        .select({ ...getTableColumns(addresses), total: totalCount })
        .from(addresses)
        .where(and(...conditions))
        .orderBy(desc(addresses.createdAt), desc(addresses.id))
        .$dynamic(),
    options,
    async (rows) => {
      const names = await referenceNames(db);
      return rows.map((row) => toAddressView(row, names));
    },
  );
}

export async function getAddress(db: Executor, userId: number, id: number): Promise<Address> {
  return toAddressView(await findOwnAddress(db, userId, id), await referenceNames(db));
}
