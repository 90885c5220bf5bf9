import { eq } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
  type NotificationSettingsView,
} from '@cargo/domain';
import type { TelegramConfig } from '../../config.js';
import type { Executor } from '../../db/client.js';
import { notificationPreferences, telegramLinks } from '../../db/schema/notifications.js';
import { emailsOf } from '../auth/index.js';

export type Preferences = Record<NotificationKind, Record<NotificationChannel, boolean>>;

/** The customer's channels per kind: their saved choice over the defaults. */
export async function preferencesOf(db: Executor, userId: number): Promise<Preferences> {
  const [row] = await db
    .select({ preferences: notificationPreferences.preferences })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const saved = row?.preferences ?? {};
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, { ...DEFAULT_NOTIFICATION_PREFERENCES[kind], ...saved[kind] }]),
  ) as Preferences;
}

/** The chat a customer's Telegram messages go to, or null when not linked (or unlinked). */
export async function telegramChatOf(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ chatId: telegramLinks.chatId, enabled: telegramLinks.enabled })
    .from(telegramLinks)
    .where(eq(telegramLinks.userId, userId));
  return row?.enabled && row.chatId ? row.chatId : null;
}

/** The profile's notification section: the choice per kind, the address letters go to, the Telegram link. */
export async function settingsOf(
  db: Executor,
  userId: number,
  telegram: TelegramConfig | undefined,
): Promise<NotificationSettingsView> {
  const [preferences, chat, emails] = await Promise.all([
    preferencesOf(db, userId),
    telegramChatOf(db, userId),
    emailsOf(db, [userId]),
  ]);
  return {
    preferences,
    email: emails.get(userId) ?? '',
    telegram: {
      available: Boolean(telegram),
      linked: Boolean(telegram) && chat !== null,
      botUsername: telegram?.botUsername ?? null,
    },
  };
}
