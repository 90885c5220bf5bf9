import { and, desc, eq, getTableColumns, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { RECIPIENT_STATUS, type Page, type Recipient } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { paginateInSession, totalCount } from '../../db/paginate.js';
import { recipients } from '../../db/schema/recipients.js';
import { countryNameColumn, countryNames } from '../reference/index.js';
import { findOwnRecipient, stillUseful } from './queries.js';
import { toRecipientView } from './view.js';

/**
 * The customer's active or archived recipients, newest first; `verifiedOnly` keeps the confirmed ones. One
 * statement with the session check and the countries' names; null when the session is not open.
 */
export async function listRecipients(
  db: Executor,
  userId: number,
  options: { archived: boolean; verifiedOnly?: boolean; page: number; size: number },
  sessionOpen: SQL,
): Promise<Page<Recipient> | null> {
  const conditions: SQL[] = [
    eq(recipients.userId, userId),
    options.archived ? isNotNull(recipients.archivedAt) : isNull(recipients.archivedAt),
    stillUseful,
  ];
  if (options.verifiedOnly) conditions.push(eq(recipients.statusId, RECIPIENT_STATUS.CONFIRMED));
  return paginateInSession(
    db,
    () =>
      db
        .select({
          ...getTableColumns(recipients),
          countryName: countryNameColumn(recipients.countryCode, 'country_name'),
          total: totalCount,
        })
        .from(recipients)
        .where(and(...conditions))
        .orderBy(desc(recipients.createdAt), desc(recipients.id))
        .$dynamic(),
    options,
    sessionOpen,
    (rows) => {
      const names = new Map(rows.map((row) => [row.countryCode ?? 0, row.countryName]));
      return rows.map(({ countryName: _name, ...row }) => toRecipientView(row, names));
    },
  );
}

export async function getRecipient(db: Executor, userId: number, id: number): Promise<Recipient> {
  return toRecipientView(await findOwnRecipient(db, userId, id), await countryNames(db));
}
