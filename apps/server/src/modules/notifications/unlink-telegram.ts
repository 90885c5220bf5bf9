import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { telegramLinks } from '../../db/schema/notifications.js';

/** «Отключить» in the profile: the customer's chat and any pending code are forgotten. */
export async function unlinkTelegram(db: Executor, userId: number): Promise<void> {
  await db
    .update(telegramLinks)
    .set({ chatId: null, enabled: false, codeHash: null, codeExpiresAt: null })
    .where(eq(telegramLinks.userId, userId));
}
