/**
 * Good statuses, their titles and the tabs of the goods list (spec section 4): plain data, no schema, so a parcel's
 * statuses (which share two titles with its goods') and the web's first screen read them without zod.
 */

/** Good statuses (spec section 4). */
export const GOOD_STATUS = {
  GOODS_REQUEST: 5,
  READY_GOODS: 9,
  WAITING: 10,
  DOES_NOT_MEET_REQUIREMENTS: 11,
  RECEIVED: 12,
  WAIF: 13,
  ON_STORE: 20,
  SENT: 30,
  READY_GOODS_PROCESSED: 40,
  NO_GOODS: 90,
  CANCELED: 100,
  RETURN_TO_SENDER: 110,
  AWAITING_RETURN: 111,
  RETURN_IS_OVERDUE: 112,
  CANCELLATION_OF_RETURN: 113,
  CHANGE_DATA: 114,
  HANDED_OVER_TO_THE_COURIER: 115,
  RETURNED_TO_SENDER: 120,
  IN_PARCEL: 130,
  ON_PICKING: 140,
  UNCERTAIN_PRODUCT: 150,
  DELIVERED: 160,
} as const;
export type GoodStatusId = (typeof GOOD_STATUS)[keyof typeof GOOD_STATUS];

export const GOOD_STATUS_TITLE: Record<number, string> = {
  5: 'Заявка на товар',
  9: 'Готов к отправке',
  10: 'Ожидается на складе',
  11: 'Не соответствует требованиям',
  12: 'Получен складом',
  13: 'Неопознанный груз',
  20: 'На складе',
  30: 'Отправлен',
  40: 'Готовый товар обработан',
  90: 'Товара нет в посылке',
  100: 'Отменён',
  110: 'Возврат отправителю',
  111: 'Ожидает возврата',
  112: 'Срок возврата истёк',
  113: 'Возврат отменён',
  114: 'Изменение данных',
  115: 'Передан курьеру',
  120: 'Возвращён отправителю',
  130: 'В посылке',
  140: 'На комплектации',
  150: 'Неопределённый товар',
  160: 'Доставлен',
};

/**
 * Tabs of the goods list and the statuses each shows (spec section 4). A delivered good (160), which the spec's tabs
 * leave out, stays under «Отправленные» with the rest of its parcel's goods, counted there (decision 020): a
 * customer looks for a delivered good where it went when it was sent, and no good the customer has ever vanishes.
 */
export const GOOD_SECTIONS = {
  waiting: [12, 13, 10, 5, 9],
  onstore: [20],
  problem: [11, 90, 110, 111, 112, 113, 114, 115],
  sent: [30, 130, 140, 160],
  archive: [100],
  returned_goods: [120],
  virtual: [10, 12, 20],
  waif: [13, 10, 5],
} as const satisfies Record<string, readonly number[]>;
export type GoodSection = keyof typeof GOOD_SECTIONS;
export const GOOD_SECTION_TITLE: Record<Exclude<GoodSection, 'virtual'>, string> = {
  waiting: 'Ожидаются',
  onstore: 'На складе',
  problem: 'Проблемные',
  sent: 'Отправленные',
  waif: 'Неопознанные',
  returned_goods: 'Возвращённые',
  archive: 'Архив',
};

/** Statuses the list highlights as needing the customer's attention. */
export const HIGHLIGHTED_GOOD_STATUSES: readonly number[] = [11, 90, 110, 120, 13];
