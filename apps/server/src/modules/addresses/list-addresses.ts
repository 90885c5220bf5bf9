import { and, desc, eq, getTableColumns, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Address, Page } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { totalCount } from '../../db/paginate.js';
import { preparedPageInSession } from '../../db/prepared-read.js';
import { countryNameColumn, operatorNameColumn } from '../reference/index.js';
import { addresses } from '../../db/schema/addresses.js';
import { findOwnAddress, referenceNames } from './queries.js';
import { toAddressView } from './view.js';

// Built once per database and shape (active/archived, one country or all).
const addressesPage = preparedPageInSession('addresses_list');

/**
 * The customer's active or archived addresses, newest first, optionally of one country. One statement with the
 * session check and the country and operator names; null when the session is not open.
 */
export async function listAddresses(
  db: Executor,
  userId: number,
  options: { archived: boolean; countryCode?: number; page: number; size: number },
  sessionOpen: SQL,
): Promise<Page<Address> | null> {
  const byCountry = Boolean(options.countryCode);
  return addressesPage(
    db,
    {
      shape: `${options.archived ? 'a' : 'c'}${byCountry ? 'k' : ''}`,
      query: () => {
        const conditions: SQL[] = [
          eq(addresses.userId, sql.placeholder('userId')),
          options.archived ? isNotNull(addresses.archivedAt) : isNull(addresses.archivedAt),
        ];
        // Partner-network addresses are managed by that flow and are not shown in the customer's active list.
        if (!options.archived) conditions.push(eq(addresses.isDobropozin, false));
        if (byCountry) conditions.push(eq(addresses.countryCode, sql.placeholder('countryCode')));
        return db
          .select({
            ...getTableColumns(addresses),
            countryName: countryNameColumn(addresses.countryCode, 'country_name'),
            operatorName: operatorNameColumn(addresses.lastMileOperatorId, 'operator_name'),
            total: totalCount,
          })
          .from(addresses)
          .where(and(...conditions))
          .orderBy(desc(addresses.createdAt), desc(addresses.id))
          .$dynamic();
      },
      values: byCountry ? { userId, countryCode: options.countryCode } : { userId },
      request: options,
      sessionOpen,
    },
    (rows) => {
      const names = {
        countries: new Map(rows.map((row) => [row.countryCode, row.countryName])),
        operators: new Map(rows.map((row) => [row.lastMileOperatorId, row.operatorName])),
      };
      return rows.map(({ countryName: _country, operatorName: _operator, ...row }) =>
        toAddressView(row, names),
      );
    },
  );
}

export async function getAddress(db: Executor, userId: number, id: number): Promise<Address> {
  return toAddressView(await findOwnAddress(db, userId, id), await referenceNames(db));
}
