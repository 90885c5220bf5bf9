import type { NotificationSettingsInput } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { notificationPreferences } from '../../db/schema/notifications.js';
import { preferencesOf } from './preferences.js';

/** Saves the kinds given (the rest keep their choice), in one upsert. */
export async function saveSettings(db: Executor, userId: number, input: NotificationSettingsInput) {
  const current = await preferencesOf(db, userId);
  const preferences = { ...current, ...input.preferences };
  await db
    .insert(notificationPreferences)
    .values({ userId, preferences })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { preferences, updatedAt: new Date() },
    });
}
