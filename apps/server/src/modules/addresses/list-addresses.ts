import { and, desc, eq, getTableColumns, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Address, Page } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { totalCount } from '../../db/paginate.js';
import { readPage, type ReadScope } from '../../db/read/reader.js';
import { countryNameColumn, operatorNameColumn } from '../reference/index.js';
import { addresses } from '../../db/schema/addresses.js';
import { findOwnAddress, referenceNames } from './queries.js';
import { toAddressView } from './view.js';

/**
 * The customer's active or archived addresses, newest first, optionally of one country, with the country and
 * operator names: one prepared statement (built once per database and shape: active/archived, one country or all).
 */
export async function listAddresses(
  scope: ReadScope,
  userId: number,
  options: { archived: boolean; countryCode?: number; page: number; size: number },
): Promise<Page<Address>> {
  const byCountry = Boolean(options.countryCode);
  const db = scope.db;
  return readPage(
    scope,
    () => {
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
    options,
    {
      prepared: {
        name: 'addresses_list',
        shape: `${options.archived ? 'a' : 'c'}${byCountry ? 'k' : ''}`,
        values: byCountry ? { userId, countryCode: options.countryCode } : { userId },
      },
      toItems: (rows) => {
        const names = {
          countries: new Map(rows.map((row) => [row.countryCode, row.countryName])),
          operators: new Map(rows.map((row) => [row.lastMileOperatorId, row.operatorName])),
        };
        return rows.map(({ countryName: _country, operatorName: _operator, ...row }) =>
          toAddressView(row, names),
        );
      },
    },
  );
}

export async function getAddress(db: Executor, userId: number, id: number): Promise<Address> {
  return toAddressView(await findOwnAddress(db, userId, id), await referenceNames(db));
}
