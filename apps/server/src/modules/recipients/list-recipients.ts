import { and, desc, eq, getTableColumns, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { RECIPIENT_STATUS, type Page, type Recipient } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { paginate, totalCount } from '../../db/paginate.js';
import { recipients } from '../../db/schema/recipients.js';
import { countryNames } from '../reference/index.js';
import { findOwnRecipient, stillUseful } from './queries.js';
import { toRecipientView } from './view.js';

/** The customer's active or archived recipients, newest first; `verifiedOnly` keeps the confirmed ones. */
export async function listRecipients(
  db: Executor,
  userId: number,
  options: { archived: boolean; verifiedOnly?: boolean; page: number; size: number },
): Promise<Page<Recipient>> {
  const conditions: SQL[] = [
    eq(recipients.userId, userId),
    options.archived ? isNotNull(recipients.archivedAt) : isNull(recipients.archivedAt),
    stillUseful,
  ];
  if (options.verifiedOnly) conditions.push(eq(recipients.statusId, RECIPIENT_STATUS.CONFIRMED));
  return paginate(
    () =>
      db
        .select({ ...getTableColumns(recipients), total: totalCount })
        .from(recipients)
        .where(and(...conditions))
        .orderBy(desc(recipients.createdAt), desc(recipients.id))
        .$dynamic(),
    options,
    async (rows) => {
      const names = await countryNames(db);
      return rows.map((row) => toRecipientView(row, names));
    },
  );
}

export async function getRecipient(db: Executor, userId: number, id: number): Promise<Recipient> {
  return toRecipientView(await findOwnRecipient(db, userId, id), await countryNames(db));
}
