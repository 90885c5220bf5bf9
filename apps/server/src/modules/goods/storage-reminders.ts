import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  goodName,
  STORAGE_ACCRUING_GOOD_STATUSES,
  STORAGE_REMINDER_DAYS_BEFORE,
  storageFirstFeeDay,
  type StorageSettings,
} from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { recordEvents } from '../../db/events.js';
import { goods } from '../../db/schema/goods.js';

const receiptDay = sql`(${goods.receivedAt} at time zone 'UTC')::date`;

/**
 * Reminds the customer, once per good, that its free storage ends in at most STORAGE_REMINDER_DAYS_BEFORE days:
 * an event `good`/`storageReminder` (the bell, e-mail and Telegram through notifications) with the first paid day
 * and the fee. The mark and the event are written together; a concurrent run's mark finds the good marked.
 */
export async function remindStorageFees(db: Executor, day: string, settings: StorageSettings) {
  const due = await db
    .select({ id: goods.id })
    .from(goods)
    .where(
      and(
        inArray(goods.statusId, [...STORAGE_ACCRUING_GOOD_STATUSES]),
        isNotNull(goods.receivedAt),
        isNull(goods.storageRemindedAt),
        sql`${receiptDay} + ${settings.freeDays - STORAGE_REMINDER_DAYS_BEFORE}::int <= ${day}::date`,
        sql`${receiptDay} + ${settings.freeDays}::int > ${day}::date`,
      ),
    )
    .orderBy(asc(goods.id));
  let reminded = 0;
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [good] = await tx
        .update(goods)
        .set({ storageRemindedAt: new Date() })
        .where(and(eq(goods.id, id), isNull(goods.storageRemindedAt)))
        .returning({
          id: goods.id,
          userId: goods.userId,
          receivedAt: goods.receivedAt,
          description: goods.description,
          incomingDeclaration: goods.incomingDeclaration,
        });
      if (!good?.receivedAt) return;
      await recordEvents(tx, [
        {
          userId: good.userId,
          kind: 'good',
          objectId: good.id,
          action: 'storageReminder',
          actor: 'system',
          data: {
            name: goodName(good),
            date: storageFirstFeeDay(good.receivedAt, settings.freeDays),
            fee: settings.dailyFeeRub,
          },
        },
      ]);
      reminded += 1;
    });
  }
  return reminded;
}
