import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { telegramLinks } from '../../db/schema/notifications.js';

/** The bot's `/stop`: no customer gets messages in this chat any more. */
export async function unbindChat(db: Executor, chatId: string): Promise<void> {
  await db
    .update(telegramLinks)
    .set({ chatId: null, enabled: false })
    .where(eq(telegramLinks.chatId, chatId));
}
