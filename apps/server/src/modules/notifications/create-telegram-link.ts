import { randomBytes } from 'node:crypto';
import { NOTIFICATION_MESSAGES, TELEGRAM_LINK_TTL_MINUTES } from '@cargo/domain';
import type { TelegramConfig } from '../../config.js';
import type { Executor } from '../../db/client.js';
import { telegramLinks } from '../../db/schema/notifications.js';
import { conflict } from '../../errors.js';
import { telegramCodeHash as hashOf } from './telegram-code.js';

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
