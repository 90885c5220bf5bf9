import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { NOTIFICATION_MESSAGES, TELEGRAM_LINK_TTL_MINUTES } from '@cargo/domain';
import type { TelegramConfig } from '../../config.js';
import type { Executor } from '../../db/client.js';
import { telegramLinks } from '../../db/schema/notifications.js';
import { conflict } from '../../errors.js';

const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * A one-time deep link `https://t.me/<bot>?start=<code>`: the code is kept only as its hash, valid for
 * TELEGRAM_LINK_TTL_MINUTES; a new link replaces the previous code. With no bot configured: 409.
 */
export async function createTelegramLink(db: Executor, userId: number, telegram: TelegramConfig | undefined) {
  if (!telegram) throw conflict('TELEGRAM_OFF', NOTIFICATION_MESSAGES.telegramOff);
  // 24 random bytes in base64url: 32 characters of A–Z a–z 0–9 _ -, what Telegram allows in a start parameter.
  const code = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + TELEGRAM_LINK_TTL_MINUTES * 60_000);
  await db
    .insert(telegramLinks)
    .values({ userId, codeHash: hashOf(code), codeExpiresAt: expiresAt })
    .onConflictDoUpdate({
      target: telegramLinks.userId,
      set: { codeHash: hashOf(code), codeExpiresAt: expiresAt },
    });
  return { url: `https://t.me/${telegram.botUsername}?start=${code}`, expiresAt: expiresAt.toISOString() };
}

/** The bot's `/start <code>`: binds the chat to the code's customer; false when the code is unknown or expired. */
export async function bindChat(db: Executor, code: string, chatId: string): Promise<boolean> {
  const bound = await db
    .update(telegramLinks)
    .set({ chatId, enabled: true, linkedAt: new Date(), codeHash: null, codeExpiresAt: null })
    .where(and(eq(telegramLinks.codeHash, hashOf(code)), gt(telegramLinks.codeExpiresAt, new Date())))
    .returning({ userId: telegramLinks.userId });
  return bound.length > 0;
}

/** The bot's `/stop`: no customer gets messages in this chat any more. */
export async function unbindChat(db: Executor, chatId: string): Promise<void> {
  await db
    .update(telegramLinks)
    .set({ chatId: null, enabled: false })
    .where(eq(telegramLinks.chatId, chatId));
}

/** «Отключить» in the profile: the customer's chat and any pending code are forgotten. */
export async function unlinkTelegram(db: Executor, userId: number): Promise<void> {
  await db
    .update(telegramLinks)
    .set({ chatId: null, enabled: false, codeHash: null, codeExpiresAt: null })
    .where(eq(telegramLinks.userId, userId));
}
