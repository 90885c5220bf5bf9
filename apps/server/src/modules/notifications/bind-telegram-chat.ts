import { and, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { telegramLinks } from '../../db/schema/notifications.js';
import { telegramCodeHash as hashOf } from './telegram-code.js';

/** The bot's `/start <code>`: binds the chat to the code's customer; false when the code is unknown or expired. */
export async function bindChat(db: Executor, code: string, chatId: string): Promise<boolean> {
  const bound = await db
    .update(telegramLinks)
    .set({ chatId, enabled: true, linkedAt: new Date(), codeHash: null, codeExpiresAt: null })
    .where(and(eq(telegramLinks.codeHash, hashOf(code)), gt(telegramLinks.codeExpiresAt, new Date())))
    .returning({ userId: telegramLinks.userId });
  return bound.length > 0;
}
