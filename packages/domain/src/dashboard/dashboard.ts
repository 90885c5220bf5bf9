import { z } from 'zod';
import { warehouseAnswerSchema } from '../goods/warehouse.js';
import { accountSchema } from '../auth/account-answers.js';
import { CARGO_STATUS } from '../cargo/cargo.js';
import { notificationSchema } from '../notifications/notifications-answers.js';
import { RECIPIENT_STATUS } from '../recipients/recipients.js';

/**
 * `GET /api/dashboard`: the customer's start page in one call — balances, the counters of what needs attention
 * (each with the list it leads to), the latest events, the warehouse address with the customer's code, and
 * whether the customer is new (no goods, parcels or orders yet).
 */

/** The dashboard's counters, in the order the tiles are shown. */
export const DASHBOARD_COUNTER_KEYS = [
  'goodsWaiting',
  'goodsProblem',
  'parcelsAwaitingPayment',
  'parcelsProblemsCustoms',
  'parcelsProblemsDelivery',
  'cargoAwaitingPayment',
  'lotsAwaitingPriceConfirmation',
  'recipientsCanceled',
  'supportUnread',
] as const;
export type DashboardCounterKey = (typeof DASHBOARD_COUNTER_KEYS)[number];

export const DASHBOARD_COUNTER_TITLE: Record<DashboardCounterKey, string> = {
  goodsWaiting: 'Товары ожидаются',
  goodsProblem: 'Проблемные товары',
  parcelsAwaitingPayment: 'Посылки ждут оплаты',
  parcelsProblemsCustoms: 'Проблемы на таможне',
  parcelsProblemsDelivery: 'Проблемы с доставкой',
  cargoAwaitingPayment: 'Карго ждёт оплаты',
  lotsAwaitingPriceConfirmation: 'Лоты: подтвердите цену',
  recipientsCanceled: 'Получатели отклонены',
  supportUnread: 'Новые ответы поддержки',
};

/**
 * The web list each counter leads to, with the exact filter that shows the counted items and nothing else.
 * The parcels' filter is the status category (spec section 4), the cargo's the status, the recipients' the status.
 */
export const DASHBOARD_COUNTER_LINK: Record<DashboardCounterKey, string> = {
  goodsWaiting: '/products?section=waiting',
  goodsProblem: '/products?section=problem',
  parcelsAwaitingPayment: '/parcels?section=inwork&category=3',
  parcelsProblemsCustoms: '/parcels?section=sent&category=8',
  parcelsProblemsDelivery: '/parcels?section=sent&category=14',
  cargoAwaitingPayment: `/cargo?statusId=${CARGO_STATUS.AWAITING_PAYMENT}`,
  lotsAwaitingPriceConfirmation: '/orders/on_price_confirmation_lots',
  recipientsCanceled: `/recipientsAndAddress/recipients?status=${RECIPIENT_STATUS.CANCELED}`,
  supportUnread: '/customer-support',
};

export const dashboardCounterSchema = z
  .object({
    key: z.enum(DASHBOARD_COUNTER_KEYS),
    title: z.string(),
    count: z.number().int(),
    /** The cabinet's list with the filter that shows exactly these items. */
    link: z.string(),
  })
  .meta({ id: 'DashboardCounter' });
export type DashboardCounter = z.infer<typeof dashboardCounterSchema>;

/** The warehouse address with the customer's code, as `GET /api/warehouse` answers it. */
export const dashboardWarehouseSchema = warehouseAnswerSchema;

export const dashboardSchema = z
  .object({
    /** No goods, parcels or orders yet: the page shows «Как это работает» instead of zeros. */
    isNew: z.boolean(),
    balances: z.array(accountSchema),
    /** Lots awaiting price confirmation only when the customer has orders. */
    counters: z.array(dashboardCounterSchema),
    /** The latest events of the customer's objects, newest first, as the bell shows them. */
    events: z.array(notificationSchema),
    warehouse: dashboardWarehouseSchema,
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof dashboardSchema>;

/** How many latest events the dashboard shows. */
export const DASHBOARD_EVENTS_LIMIT = 8;
