import { z } from 'zod';
import { pageSchema } from '../shared/answers.js';
import { NOTIFICATION_KINDS } from './notifications.js';

/** An event as the bell and the object's page show it; `title` and `text` are Russian, `link` opens the object. */
export const notificationSchema = z
  .object({
    id: z.number(),
    kind: z.enum(NOTIFICATION_KINDS),
    objectId: z.number().nullable(),
    /** The status the object moved to, or null for a credit or an answer. */
    statusId: z.number().nullable(),
    title: z.string(),
    text: z.string(),
    link: z.string(),
    read: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'Notification' });
export type NotificationView = z.infer<typeof notificationSchema>;
export const notificationPageSchema = pageSchema(notificationSchema).extend({ unread: z.number() });

export const notificationSettingsAnswerSchema = z.object({
  preferences: z.record(z.enum(NOTIFICATION_KINDS), z.object({ email: z.boolean(), telegram: z.boolean() })),
  email: z.string(),
  telegram: z.object({
    /** False when no bot token is configured: the channel is off and the profile says so. */
    available: z.boolean(),
    linked: z.boolean(),
    botUsername: z.string().nullable(),
  }),
});
export type NotificationSettingsView = z.infer<typeof notificationSettingsAnswerSchema>;

/** `POST /api/notifications/telegram/link`: the one-time deep link `https://t.me/<bot>?start=<code>`. */
export const telegramLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });

/** The staff's dead-letter view: a delivery that failed every attempt. */
export const deadLetterSchema = z.object({
  id: z.number(),
  eventId: z.number(),
  channel: z.string(),
  kind: z.string(),
  customer: z.object({ id: z.number(), email: z.string() }),
  attempts: z.number(),
  lastError: z.string().nullable(),
  failedAt: z.string().nullable(),
  createdAt: z.string(),
});
export const deadLetterPageSchema = pageSchema(deadLetterSchema);
