import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { RECIPIENT_STATUS } from '@cargo/domain';
import { recipients } from '../../db/schema/recipients.js';

/** The dashboard's count of the customer's active (not archived) recipients the desk cancelled, for its one statement. */
export function canceledRecipientsCount(userId: number): SQL<number> {
  return sql<number>`(select cast(count(*) as integer) from ${recipients}
    where ${and(
      eq(recipients.userId, userId),
      isNull(recipients.archivedAt),
      eq(recipients.statusId, RECIPIENT_STATUS.CANCELED),
    )})`.mapWith(Number);
}
