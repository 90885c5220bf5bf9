import { sql } from 'drizzle-orm';
import { DELIVERY_STATUS } from '@cargo/domain';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamptz,
  uniqueIndex,
} from './columns.js';
import { users } from './users.js';

/**
 * The customers' events (decision 029): one row per status change of an owned object (written by the guarded
 * update in the change's transaction), per promo or referral credit and per staff answer on a ticket. `data` holds
 * what the texts need (the object's number, an amount). The row is the bell's item and the source of deliveries.
 */
export const notificationEvents = pgTable(
  'notification_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    objectId: integer(),
    fromStatusId: smallint(),
    statusId: smallint(),
    action: text(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    readAt: timestamptz(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index('notification_events_user_idx').on(t.userId, t.id.desc()),
    index('notification_events_object_idx').on(t.userId, t.kind, t.objectId),
    index('notification_events_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/**
 * One delivery of an event on one channel: at most one row per (event, channel), so a job run twice (a retry after
 * a crash) finds the row sent and sends nothing. `statusId` along `DELIVERY_TRANSITIONS`: queued, sent, skipped
 * (channel off meanwhile), failed (every attempt failed: the dead letters).
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer()
      .notNull()
      .references(() => notificationEvents.id, { onDelete: 'cascade' }),
    channel: text().notNull(),
    statusId: smallint().notNull().default(DELIVERY_STATUS.QUEUED),
    attempts: integer().notNull().default(0),
    lastError: text(),
    sentAt: timestamptz(),
    failedAt: timestamptz(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notification_deliveries_event_channel_uq').on(t.eventId, t.channel),
    index('notification_deliveries_failed_idx')
      .on(t.failedAt)
      .where(sql`${t.statusId} = ${sql.raw(String(DELIVERY_STATUS.FAILED))}`),
  ],
);

/** The customer's channels per kind; a kind without a row uses DEFAULT_NOTIFICATION_PREFERENCES. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  preferences: jsonb().$type<Record<string, { email: boolean; telegram: boolean }>>().notNull().default({}),
  updatedAt: timestamptz().notNull().defaultNow(),
});

/** A customer's Telegram chat, bound by the bot's webhook from a one-time deep-link code. */
export const telegramLinks = pgTable(
  'telegram_links',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The pending one-time code (hashed), until the bot binds the chat. */
    codeHash: text(),
    codeExpiresAt: timestamptz(),
    chatId: text(),
    linkedAt: timestamptz(),
    enabled: boolean().notNull().default(false),
  },
  (t) => [uniqueIndex('telegram_links_code_uq').on(t.codeHash)],
);
