import { and, desc, eq, getTableColumns, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { RECIPIENT_STATUS, type Page, type Recipient } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { totalCount } from '../../db/paginate.js';
import { readPage, type ReadScope } from '../../db/read/reader.js';
import { recipients } from '../../db/schema/recipients.js';
import { countryNameColumn, countryNames } from '../reference/index.js';
import { findOwnRecipient, stillUseful } from './queries.js';
import { toRecipientView } from './view.js';

/**
 * The customer's active or archived recipients, newest first; `verifiedOnly` keeps the confirmed ones. One
 * prepared statement (built once per database and shape) with the countries' names.
 */
export async function listRecipients(
  scope: ReadScope,
  userId: number,
  options: { archived: boolean; verifiedOnly?: boolean; page: number; size: number },
): Promise<Page<Recipient>> {
  const db = scope.db;
  return readPage(
    scope,
    () => {
      const conditions: SQL[] = [
        eq(recipients.userId, sql.placeholder('userId')),
        options.archived ? isNotNull(recipients.archivedAt) : isNull(recipients.archivedAt),
        stillUseful,
      ];
      if (options.verifiedOnly) conditions.push(eq(recipients.statusId, RECIPIENT_STATUS.CONFIRMED));
      return db
        .select({
          ...getTableColumns(recipients),
          countryName: countryNameColumn(recipients.countryCode, 'country_name'),
          total: totalCount,
        })
        .from(recipients)
        .where(and(...conditions))
        .orderBy(desc(recipients.createdAt), desc(recipients.id))
        .$dynamic();
    },
    options,
    {
      prepared: {
        name: 'recipients_list',
        shape: `${options.archived ? 'a' : 'c'}${options.verifiedOnly ? 'v' : ''}`,
        values: { userId },
      },
      toItems: (rows) => {
        const names = new Map(rows.map((row) => [row.countryCode ?? 0, row.countryName]));
        return rows.map(({ countryName: _name, ...row }) => toRecipientView(row, names));
      },
    },
  );
}

export async function getRecipient(db: Executor, userId: number, id: number): Promise<Recipient> {
  return toRecipientView(await findOwnRecipient(db, userId, id), await countryNames(db));
}
