import { sql } from 'drizzle-orm';
import {
  goodName,
  STORAGE_REMINDER_DAYS_BEFORE,
  storageFirstFeeDay,
  type StorageSettings,
} from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { recordEvents } from '../../db/events.js';
import { ACCRUING, paidReceiptsBefore } from './storage-fee-batch.js';

/** Goods reminded per transaction. */
const REMINDER_BATCH = 2_000;

interface Reminded {
  id: number;
  userId: number;
  /** Epoch milliseconds: the same on both drivers, whatever each makes of a timestamptz. */
  receivedAtMs: number | string;
  description: string;
  incomingDeclaration: string;
}

/**
 * Reminds the customer, once per good, that its free storage ends in at most STORAGE_REMINDER_DAYS_BEFORE days:
 * an event `good`/`storageReminder` (the bell, e-mail and Telegram through notifications) with the first paid day
 * and the fee. Set-based (decision 068): one UPDATE … RETURNING marks a batch of goods and one insert records
 * their events and queues their notifications, in one transaction; a concurrent run's batch waits on the same
 * rows and finds them marked.
 */
export async function remindStorageFees(db: Executor, day: string, settings: StorageSettings) {
  // Received on or after this instant: the free days still run on `day`; before `soon`: they end within the window.
  const stillFree = paidReceiptsBefore(day, settings.freeDays);
  const soon = paidReceiptsBefore(day, settings.freeDays - STORAGE_REMINDER_DAYS_BEFORE);
  let reminded = 0;
  for (;;) {
    const marked = await db.transaction(async (tx) => {
      const rows = (await tx.execute(sql`
        update goods g set storage_reminded_at = now()
        where g.id in (
          select id from goods
          where status_id in (${ACCRUING}) and received_at >= ${stillFree} and received_at < ${soon}
            and storage_reminded_at is null
          order by id limit ${REMINDER_BATCH}
          for update
        ) and g.storage_reminded_at is null
        returning g.id, g.user_id as "userId", (extract(epoch from g.received_at) * 1000)::float8 as "receivedAtMs", g.description,
          g.incoming_declaration as "incomingDeclaration"`)) as unknown as { rows: Reminded[] };
      await recordEvents(
        tx,
        rows.rows.map((good) => ({
          userId: Number(good.userId),
          kind: 'good' as const,
          objectId: Number(good.id),
          action: 'storageReminder',
          actor: 'system',
          data: {
            name: goodName(good),
            date: storageFirstFeeDay(new Date(Number(good.receivedAtMs)), settings.freeDays),
            fee: settings.dailyFeeRub,
          },
        })),
      );
      return rows.rows.length;
    });
    reminded += marked;
    if (marked < REMINDER_BATCH) return reminded;
  }
}
