import { sql } from 'drizzle-orm';
import { inByteOrder, typedTrackKey } from '../search-expressions.js';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamptz,
} from './columns.js';
import { users } from './users.js';

/** A buyout order («Поможем купить»): the customer's request to buy lots in Chinese shops (decision 027). */
export const orders = pgTable(
  'orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 buyout, 2 ready order (becomes a one-click parcel). */
    orderTypeId: smallint().notNull().default(1),
    commentOrder: text(),
    goodHazardCategoryId: smallint(),
    /** Ready orders: the one-click parcel's data as sent (`oneClickParcelSchema`'s output). */
    parcelData: jsonb(),
    /** Ready orders: the parcel the lot became. */
    parcelId: integer(),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index('orders_user_id_idx').on(t.userId, t.id.desc())],
);

/**
 * A lot (order unit). `paid` is the yuan held for it: every charge and refund changes it in the same UPDATE that
 * moves the status, and writes one ledger row referencing `{ type: 'orderUnit', id }`, so the lot's ledger rows
 * always sum to −paid.
 */
export const orderUnits = pgTable(
  'order_units',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The owner (the order's customer), so a customer's guarded update can check it in its WHERE. */
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    statusId: smallint().notNull(),
    goodUrl: text().notNull(),
    photoUrl: text(),
    /** Yuan per unit, as the customer found it. */
    price: numeric({ precision: 14, scale: 2 }).notNull(),
    count: integer().notNull(),
    /** Delivery inside China, yuan. */
    delivery: numeric({ precision: 14, scale: 2 }).notNull(),
    orderName: text().notNull(),
    size: text(),
    color: text(),
    commentProduct: text(),
    commentProductForManager: text(),
    goodHazardCategoryId: smallint(),
    additionalServices: smallint().array().notNull(),
    types: smallint().array().notNull(),
    isInternational: boolean().notNull().default(false),
    /** The commission percent the lot was (or will be) charged at, fixed when it is sent to buyout. */
    commissionPercent: numeric({ precision: 5, scale: 2 }),
    /** Yuan held for the lot now (charges minus refunds). */
    paid: numeric({ precision: 14, scale: 2 }).notNull().default('0'),
    /** The buyer's figures from the shop. */
    realPrice: numeric({ precision: 14, scale: 2 }),
    realDelivery: numeric({ precision: 14, scale: 2 }),
    priceNote: text(),
    statusReason: text(),
    shopOrderNumber: text(),
    chineseTrack: text(),
    goodsId: integer(),
    takenBy: integer().references(() => users.id, { onDelete: 'set null' }),
    takenAt: timestamptz(),
    sentToBuyoutAt: timestamptz(),
    priceRaisedAt: timestamptz(),
    purchasedAt: timestamptz(),
    transferredAt: timestamptz(),
    canceledAt: timestamptz(),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    // The buyer's desk search (decision 071): the shop's Chinese track by its start, part of the lot's name.
    index('order_units_chinese_track_idx').on(inByteOrder(typedTrackKey(t.chineseTrack))),
    index('order_units_name_trgm_idx').using('gin', t.orderName.op('gin_trgm_ops')),
    index('order_units_order_idx').on(t.orderId, t.id),
    index('order_units_user_status_idx').on(t.userId, t.statusId, t.orderId),
    index('order_units_status_idx').on(t.statusId, t.sentToBuyoutAt),
    check('order_units_paid_check', sql`${t.paid} >= 0`),
    check('order_units_count_check', sql`${t.count} > 0`),
  ],
);
