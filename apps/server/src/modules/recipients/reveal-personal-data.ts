import { eq } from 'drizzle-orm';
import type { RecipientPersonalData } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { recipients } from '../../db/schema/recipients.js';
import { recordStaffAction, type StaffActor } from '../audit/index.js';
import { decryptPersonalData } from './personal-data.js';
import { recipientNotFound } from './queries.js';

/**
 * `POST /api/staff/recipients/{id}/reveal`: the recipient's passport and INN in clear for a member whose roles need
 * them (decision 064). Each reveal is an audit row (`recipient.reveal`: who saw whose data, when, from where),
 * written in the transaction that reads the data: no row, no data.
 */
export async function revealRecipientPersonalData(
  db: Executor,
  actor: StaffActor,
  id: number,
): Promise<RecipientPersonalData> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: recipients.id,
        userId: recipients.userId,
        inn: recipients.inn,
        idocSeries: recipients.idocSeries,
        idocNumber: recipients.idocNumber,
        idocOrg: recipients.idocOrg,
        idocDate: recipients.idocDate,
      })
      .from(recipients)
      .where(eq(recipients.id, id));
    if (!row) throw recipientNotFound();
    await recordStaffAction(tx, actor, {
      action: 'recipient.reveal',
      objectType: 'recipient',
      objectId: id,
      customerId: row.userId,
    });
    const { userId: _owner, ...data } = decryptPersonalData(row);
    return data;
  });
}
