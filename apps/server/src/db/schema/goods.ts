import { sql } from 'drizzle-orm';
import { inByteOrder } from '../search-expressions.js';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamptz,
  uniqueIndex,
} from './columns.js';
import { parcels } from './parcels.js';
import { users } from './users.js';

/** A good registered by the customer under the track number of the Chinese parcel it travels in. */
export const goods = pgTable(
  'goods',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The track as the customer typed it, shown back to them. */
    incomingDeclaration: text().notNull(),
    /** The track every match uses: `normalizeTrack(incomingDeclaration)` (decision 021). */
    trackKey: text().notNull(),
    statusId: smallint().notNull(),
    qty: integer().notNull(),
    price: numeric({ precision: 14, scale: 2 }).notNull(),
    currency: text().notNull().default('CNY'),
    description: text().notNull(),
    infoUrl: text().notNull(),
    commentProduct: text(),
    isDangerous: boolean().notNull().default(false),
    goodHazardCategory: smallint(),
    picture: text(),
    /** ТН ВЭД ЕАЭС code (10 digits) for the customs registry, set by the desk (decision 062). */
    tnvedCode: text(),
    serviceType: text().notNull().default('WITHOUT_CHECK'),
    additionalServicesIds: smallint().array().notNull(),
    orderUnitId: integer(),
    /** Made by the buyer's transfer of a paid buyout lot (decision 051): never the customer's to delete. */
    boughtByService: boolean().notNull().default(false),
    parcelId: integer().references(() => parcels.id, { onDelete: 'set null' }),
    /** Created with the one-click option: the good and its parcel were made together. */
    isReady: boolean().notNull().default(false),
    storeId: smallint().notNull().default(2),
    /** Why the warehouse set a problem status (11, 90), shown to the customer. */
    statusReason: text(),
    /** When the warehouse first took the good in: its free storage days count from here (storage.ts). */
    receivedAt: timestamptz(),
    /** Storage fees charged but not covered by the balance yet, roubles: paid with the parcel (decision 031). */
    storageFeeDue: numeric({ precision: 14, scale: 2 }).notNull().default('0'),
    /** When the customer was reminded that this good's free days end. */
    storageRemindedAt: timestamptz(),
    /** The customer's answer to the warehouse's photos (photo-approval.ts); null when no approval is asked. */
    photoApproval: text(),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index('goods_user_status_idx').on(t.userId, t.statusId),
    index('goods_track_key_idx').on(t.trackKey),
    // The desk's search and the warehouse by a track's start (decision 071: a prefix is a range in byte order).
    index('goods_track_key_prefix_idx').on(inByteOrder(t.trackKey)),
    index('goods_parcel_idx').on(t.parcelId),
    // The ТН ВЭД suggestion: earlier goods of the same name that have a code (decision 062).
    index('goods_tnved_name_idx')
      .on(sql`lower(btrim(${t.description}))`)
      .where(sql`${t.tnvedCode} is not null`),
    check('goods_tnved_code_check', sql`${t.tnvedCode} ~ '^[0-9]{10}$'`),
    // The owner's report (decision 065): goods received in a date range, and the storage fees owed now.
    index('goods_received_at_idx').on(t.receivedAt),
    // The daily storage-fee run and its reminders (decision 068): the goods the warehouse holds and charges for
    // (STORAGE_ACCRUING_GOOD_STATUSES, the same literals), by customer and receipt — a small part of all goods.
    index('goods_storage_accruing_idx')
      .on(t.userId, t.receivedAt)
      .where(
        sql`${t.statusId} in (11, 12, 20, 110, 111, 112, 113, 114, 140, 150) and ${t.receivedAt} is not null`,
      ),
    index('goods_storage_fee_due_idx')
      .on(t.storageFeeDue)
      .where(sql`${t.storageFeeDue} > 0`),
  ],
);

/** Photos the warehouse took of a received good. */
export const goodPhotoReports = pgTable(
  'good_photo_reports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    goodId: integer()
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    fileName: text().notNull(),
    createdBy: integer().references(() => users.id),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index('good_photo_reports_good_idx').on(t.goodId)],
);

/** A Chinese parcel the warehouse received whose track nobody had registered yet (a waif). */
export const warehouseReceipts = pgTable(
  'warehouse_receipts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The track as the desk scanned it. */
    trackNumber: text().notNull(),
    /** `normalizeTrack(trackNumber)`: one open receipt per track, however it was scanned (decision 021). */
    trackKey: text().notNull(),
    receivedBy: integer().references(() => users.id),
    receivedAt: timestamptz().notNull().defaultNow(),
    claimedBy: integer().references(() => users.id),
    claimedAt: timestamptz(),
    note: text(),
  },
  (t) => [
    uniqueIndex('warehouse_receipts_open_track_key_idx')
      .on(t.trackKey)
      .where(sql`${t.claimedBy} is null`),
  ],
);

/**
 * How many goods each customer has in each status, kept by triggers on goods (migration 0015, decision 037): the
 * counters read a handful of rows here instead of counting the customer's whole history. A key may have several
 * rows for a moment (a statement adds its change as a row, then folds the rows no other transaction holds into
 * one), so a count is the sum of its key's rows. No foreign key: a deleted customer's goods leave rows behind.
 */
export const goodsStatusCounts = pgTable(
  'goods_status_counts',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer().notNull(),
    statusId: smallint().notNull(),
    n: integer().notNull(),
  },
  (t) => [index('goods_status_counts_user_idx').on(t.userId, t.statusId)],
);
