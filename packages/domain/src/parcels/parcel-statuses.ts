/**
 * Parcel statuses, their groups (the four tabs of /parcels) and categories (the `statusCategoryIds` filter and the
 * counters), as spec section 4 "Parcel status groups" gives them. The "sent" group holds long ranges of ids used by
 * carriers and customs brokers; they are kept as ranges, never as lists of literals.
 */

import { GOOD_STATUS, GOOD_STATUS_TITLE } from '../goods/good-statuses.js';

/** Parcel statuses named by the spec, and the delivery statuses this product adds inside the spec's ranges. */
export const PARCEL_STATUS = {
  VIRTUAL: 9,
  PARCEL_REQUEST: 10,
  READY_TO_PROCESS: 15,
  ON_ASSEMBLY: 20,
  ON_WEIGHING: 30,
  AWAITING_PAYMENT: 33,
  CHANGING_DETAILS: 35,
  READY_FOR_SENT: 40,
  SENT: 50,
  CANCELED: 100,
  /** A cancelled parcel the customer moved to the archive. */
  CANCELED_ARCHIVED: 102,
  FLEW_OUT_FROM_CHINA: 200,
  IN_CUSTOMS: 350,
  IN_MOSCOW: 400,
  STOPPED_IN_CUSTOMS: 450,
  PASSED_TO_DELIVERY_IN_RUSSIA: 500,
  /** Delivery problems (category 14), inside the spec's 499-550 range. */
  DELIVERY_NO_CONTACT: 510,
  DELIVERY_WRONG_ADDRESS: 520,
  DELIVERY_STORAGE_EXPIRING: 530,
  /** Handed to the recipient (category 13), inside the spec's 600-700 range. */
  DELIVERED: 600,
  /**
   * A paid parcel the warehouse cancelled with the payment refunded (prohibited content, lost): the spec's archive
   * group lists 800 without a name, and an archive status is what the customer should find it under.
   */
  CANCELED_REFUNDED: 800,
  ARCHIVE: 950,
} as const;

export type ParcelStatusName = keyof typeof PARCEL_STATUS;

/**
 * Russian titles of every named status. Other ids are shown with the title of their category. A parcel on assembly
 * and one whose details change are called what their goods are then called.
 */
export const PARCEL_STATUS_TITLE: Record<number, string> = {
  9: 'Виртуальная',
  10: 'Заявка на посылку',
  15: 'Готова к обработке',
  20: GOOD_STATUS_TITLE[GOOD_STATUS.ON_PICKING]!,
  30: 'На взвешивании',
  33: 'Ожидает оплаты',
  35: GOOD_STATUS_TITLE[GOOD_STATUS.CHANGE_DATA]!,
  40: 'Готова к отправке',
  50: 'Отправлена',
  100: 'Отменена',
  102: 'Отменена, в архиве',
  200: 'Вылетела из Китая',
  350: 'На таможне',
  400: 'В Москве',
  450: 'Остановлена на таможне',
  500: 'Передана в доставку по России',
  510: 'Проблема доставки: получатель не отвечает',
  520: 'Проблема доставки: неверный адрес',
  530: 'Проблема доставки: истекает срок хранения',
  600: 'Доставлена',
  800: 'Отменена, оплата возвращена',
  950: 'В архиве',
};

/** Status categories (spec section 4): the ids the list filter `statusCategoryIds` takes. */
export const PARCEL_CATEGORY = {
  /** Inwork. */
  NEW: 1,
  AT_WAREHOUSE: 2,
  AWAITING_PAYMENT: 3,
  READY_FOR_SENT: 4,
  VIRTUAL: 5,
  /** Sent. */
  SENT: 6,
  IN_TRANSIT: 7,
  PROBLEMS_CUSTOMS: 8,
  IN_CUSTOMS: 9,
  IN_MOSCOW: 10,
  DELIVERY_IN_RUSSIA: 11,
  AT_PICKUP_POINT: 12,
  DELIVERED: 13,
  PROBLEMS_DELIVERY: 14,
  /** Inwork. */
  CHANGING_DETAILS: 15,
  /** Sent: the long tail of carriers' and brokers' statuses. */
  OTHER_SENT: 100,
} as const;

export const PARCEL_CATEGORY_TITLE: Record<number, string> = {
  1: 'Новая',
  2: 'На складе',
  3: 'Ожидает оплаты',
  4: 'Готова к отправке',
  5: 'Виртуальная',
  6: 'Отправлена',
  7: 'В пути',
  8: 'Проблема на таможне',
  9: 'На таможне',
  10: 'В Москве',
  11: 'Доставка по России',
  12: 'В пункте выдачи',
  13: 'Доставлена',
  14: 'Проблема с доставкой',
  15: 'Изменение данных',
  100: 'В пути',
};

/** The tabs of /parcels and the categories each asks for (spec section 4). */
export const PARCEL_TAB_CATEGORIES = {
  virtual: [5],
  inwork: [1, 2, 3, 4, 15],
  sent: [6, 7, 8, 9, 10, 11, 12, 13, 14, 100],
  awaiting_payment: [3],
  problems_customs: [8],
  problems_delivery: [14],
} as const satisfies Record<string, readonly number[]>;

/** The counters `my-parcels` answers (spec section 3 "Parcel list state") and the categories each counts. */
export const PARCEL_COUNTER_CATEGORIES = {
  parcelsAwaitingPayment: [PARCEL_CATEGORY.AWAITING_PAYMENT],
  problemsRuCustoms: [PARCEL_CATEGORY.PROBLEMS_CUSTOMS],
  problemsRuDelivery: [PARCEL_CATEGORY.PROBLEMS_DELIVERY],
} as const satisfies Record<string, readonly number[]>;

export type ParcelGroup = 'virtual' | 'inwork' | 'sent' | 'archive';

/** An inclusive range of status ids. */
export type StatusRange = readonly [from: number, to: number];

/** A set of statuses as explicit ids plus inclusive ranges (for SQL: `IN (...) OR BETWEEN ...`). */
export interface StatusSet {
  readonly ids: readonly number[];
  readonly ranges: readonly StatusRange[];
}

/** The archive group (spec): wins over the "sent" ranges that contain 602 and 950. */
const ARCHIVE_IDS = [100, 102, 602, 800, 950] as const;

/** The "sent" group of the spec: 50, 60, 200 and the ranges (5902xx-5904xx read as 590200-590499). */
const SENT_IDS = [50, 60, 200] as const;
const SENT_RANGES: readonly StatusRange[] = [
  [270, 272],
  [300, 350],
  [400, 450],
  [499, 550],
  [600, 700],
  [900, 970],
  [2000, 2033],
  [3076, 3190],
  [400_000, 406_300],
  [590_200, 590_499],
];

export const PARCEL_STATUS_GROUPS = {
  virtual: { ids: [9], ranges: [] },
  inwork: { ids: [10, 15, 20, 30, 33, 35, 40, 41, 42, 45], ranges: [] },
  sent: { ids: SENT_IDS, ranges: SENT_RANGES },
  archive: { ids: ARCHIVE_IDS, ranges: [] },
} as const satisfies Record<ParcelGroup, StatusSet>;

const inRanges = (ranges: readonly StatusRange[], id: number) =>
  ranges.some(([from, to]) => id >= from && id <= to);

export function isArchiveStatus(id: number): boolean {
  return (ARCHIVE_IDS as readonly number[]).includes(id);
}

/** Statuses of a parcel the customer has archived: a cancelled one (102) or a delivered one (950). */
const ARCHIVED_BY_CUSTOMER: readonly number[] = [PARCEL_STATUS.CANCELED_ARCHIVED, PARCEL_STATUS.ARCHIVE];

/** True once the customer has archived the parcel (a merely cancelled one is in the archive tab, not archived). */
export function isArchivedByCustomer(id: number): boolean {
  return ARCHIVED_BY_CUSTOMER.includes(id);
}

/** True for every id of the spec's "sent" group (archive ids inside its ranges excluded). */
export function isSentStatus(id: number): boolean {
  if (!Number.isInteger(id) || isArchiveStatus(id)) return false;
  return (SENT_IDS as readonly number[]).includes(id) || inRanges(SENT_RANGES, id);
}

/** The tab a status belongs to, or null for ids of no group. */
export function parcelGroupOf(id: number): ParcelGroup | null {
  if (id === 9) return 'virtual';
  if ((PARCEL_STATUS_GROUPS.inwork.ids as readonly number[]).includes(id)) return 'inwork';
  if (isArchiveStatus(id)) return 'archive';
  if (isSentStatus(id)) return 'sent';
  return null;
}

/** True when `id` is in the set. */
export function statusSetHas(set: StatusSet, id: number): boolean {
  return set.ids.includes(id) || inRanges(set.ranges, id);
}
