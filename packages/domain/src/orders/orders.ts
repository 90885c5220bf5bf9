import { FINANCE_MESSAGES } from '../finance/finance-messages.js';

/**
 * Buyout orders («Поможем купить»): the customer asks the service to buy goods in a Chinese shop. An order holds
 * lots (order units); each lot lives its own life (statuses below, rows in `ORDER_UNIT_TRANSITIONS`) and its yuan
 * are held and settled exactly (`order-pricing.ts`). Request schemas: `orders-schemas.ts`; answers:
 * `orders-answers.ts`. Decision: 027-buyout-orders.md.
 */

/** Order unit (lot) statuses, spec section 4. */
export const ORDER_UNIT_STATUS = {
  NEW: 10,
  PRICE_CONFIRMATION: 20,
  CANCELED: 30,
  PURCHASED: 40,
  WAITING_PURCHASE: 50,
  TRANSFERRED_TO_GOODS: 60,
  READY_ORDER: 70,
} as const;
export type OrderUnitStatusId = (typeof ORDER_UNIT_STATUS)[keyof typeof ORDER_UNIT_STATUS];
export const ORDER_UNIT_STATUS_IDS: readonly number[] = Object.values(ORDER_UNIT_STATUS);

export const ORDER_UNIT_STATUS_TITLE: Record<number, string> = {
  10: 'Новый',
  20: 'Ожидает согласования цены',
  30: 'Отменён',
  40: 'Выкуплен',
  50: 'Ожидает выкупа',
  60: 'Передан в товары',
  70: 'Готовый заказ',
};

/** How an order was made: an ordinary buyout, or a ready order that becomes a one-click parcel (spec section 7). */
export const ORDER_TYPE = { BUYOUT: 1, READY: 2 } as const;
export type OrderTypeId = (typeof ORDER_TYPE)[keyof typeof ORDER_TYPE];

/** The sections of `/orders` (spec section 2) and the unit status each one lists (`my-orders?statusId`). */
export const ORDER_SECTIONS = {
  new: ORDER_UNIT_STATUS.NEW,
  ready: ORDER_UNIT_STATUS.READY_ORDER,
  buyout: ORDER_UNIT_STATUS.WAITING_PURCHASE,
  purchased: ORDER_UNIT_STATUS.PURCHASED,
  goods: ORDER_UNIT_STATUS.TRANSFERRED_TO_GOODS,
} as const;
export type OrderSection = keyof typeof ORDER_SECTIONS;
export const ORDER_SECTION_TITLE: Record<OrderSection, string> = {
  new: 'Новые',
  ready: 'Готовые заказы',
  buyout: 'На выкупе',
  purchased: 'Выкупленные',
  goods: 'Переданы в товары',
};

/**
 * The sidebar's «Поможем купить» badge: what waits for the customer — new orders, ready orders not yet sent to
 * buyout (each is one lot at 70, waiting for the customer's «Отправить на закупку» as a new order does) and lots
 * awaiting a price confirmation.
 */
export function ordersBadgeCount(counters: {
  newOrderCount: number;
  readyOrderCount: number;
  confirmOrdersCount: number;
}): number {
  return counters.newOrderCount + counters.readyOrderCount + counters.confirmOrdersCount;
}

/** The spec's page sizes of `my-orders` (section 9: orders 200; the list also asks 1000 and 10000). */
export const ORDERS_PAGE_SIZE = 200;

/** Spec section 9: a new order unit starts with services 4 (consolidation) and 1 (detailed examination). */
export const ORDER_UNIT_DEFAULT_SERVICES: readonly number[] = [4, 1];

/** At most this many lots in one order (a real order form of a buyout service holds a shop basket). */
export const ORDER_UNITS_MAX = 50;

/**
 * What kind of goods a lot is (`types`, spec section 5: required). The buyer needs it to pick the shop's size
 * chart and the customs code; the customer picks one or more.
 */
export const ORDER_UNIT_TYPES = [
  { id: 1, title: 'Одежда' },
  { id: 2, title: 'Обувь' },
  { id: 3, title: 'Сумки и аксессуары' },
  { id: 4, title: 'Электроника' },
  { id: 5, title: 'Косметика и уход' },
  { id: 6, title: 'Товары для дома' },
  { id: 7, title: 'Детские товары' },
  { id: 8, title: 'Спорт и отдых' },
  { id: 9, title: 'Другое' },
] as const;
export const ORDER_UNIT_TYPE_IDS: readonly number[] = ORDER_UNIT_TYPES.map((type) => type.id);

/** The default commission of the service on a lot, percent of goods and Chinese delivery (decision 027). */
export const DEFAULT_BUYOUT_COMMISSION_PERCENT = '5';

/** The customer's code the warehouse and the buyer know the customer by (order answers' `clientCode`). */
export function clientCodeOf(userId: number): string {
  return `K${String(userId).padStart(4, '0')}`;
}

/** The number a customer quotes about an order: «Заказ Z1024». */
export function orderNumberOf(orderId: number): string {
  return `Z${orderId}`;
}

/**
 * The status an order shows: the status of the lot that most needs somebody, so an order with one lot awaiting
 * price confirmation shows that, and an order whose every lot is cancelled shows «Отменён».
 */
const ORDER_STATUS_PRIORITY: readonly number[] = [20, 10, 70, 50, 40, 60, 30];
export function orderStatusOf(unitStatuses: readonly number[]): number {
  for (const status of ORDER_STATUS_PRIORITY) if (unitStatuses.includes(status)) return status;
  return ORDER_UNIT_STATUS.CANCELED;
}

/** The Russian word form for a count: one lot / lots (singular and plural toasts of spec section 8). */
const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

export const ORDER_MESSAGES = {
  // Spec section 8, successes.
  created: 'Заказ успешно создан!',
  updated: 'Заказ успешно обновлен!',
  edited: 'Заказ успешно Отредактирован!',
  canceled: 'Заказ успешно отменен',
  sentToBuyout: (orders: number) =>
    plural(orders, 'Заказ отправлен на закупку', 'Заказы отправлены на закупку'),
  agreed: 'Заказ успешно согласован',
  lotAgreed: 'Лот успешно согласован',
  lotsCanceled: (lots: number) => plural(lots, 'Лот успешно отменен', 'Лоты успешно отменены'),
  lotsSentToBuyout: (lots: number) => plural(lots, 'Лот отправлен на закупку', 'Лоты отправлены на закупку'),
  lotsPurchased: (lots: number) => plural(lots, 'Лот выкуплен', 'Лоты выкуплены'),
  // Spec section 8, failures.
  loadFailed500: 'Что то пошло не так',
  createFailed: 'Не удалось создать заказ.',
  editFailed: 'Не удалось редактировать заказ.',
  createFailedWith: (message: string) => `Не удалось создать заказ: ${message}`,
  updateFailedWith: (message: string) => `Не удалось обновить данные: ${message}`,
  editFailedWith: (message: string) => `Не удалось отредактировать заказ: ${message}`,
  cancelFailed: 'Не удалось отменит заказ',
  notEnoughYuan: FINANCE_MESSAGES.notEnoughYuan,
  notEnoughMoney: FINANCE_MESSAGES.notEnoughMoney,
  notEnoughForNewPrice: FINANCE_MESSAGES.notEnoughForNewPrice,
  // Spec section 5 «Order unit».
  numberRequired: 'Введите числовое значение',
  mustBePositive: 'Значение должно быть больше 0',
  required: 'Поле обязательно',
  linkInvalid: 'Ссылка не действительна',
  deliveryMin: 'Минимальное значение 10',
  deliveryMax: 'Максимальное количество символов 8',
  noZip: 'Наименование товара не может содержать слово "зип"',
  // This product's own.
  notFound: 'Заказ не найден',
  lotNotFound: 'Лот не найден',
  noLots: 'Добавьте хотя бы один лот',
  tooManyLots: `В одном заказе не более ${ORDER_UNITS_MAX} лотов`,
  oneLotInReadyOrder: 'Готовый заказ содержит один лот',
  notEditable: 'Изменить можно только новый лот, который ещё не отправлен на выкуп',
  lotStatusConflict: 'Действие недоступно в текущем статусе лота',
  statusNotAllowed: 'Такой статус лота выбрать нельзя',
  nothingToSend: 'В заказе нет новых лотов для отправки на выкуп',
  nothingToCancel: 'В заказе нет лотов, которые можно отменить',
  notAwaitingConfirmation: 'Лот не ожидает согласования цены',
  pictureDeleted: 'Изображение удалено',
  // Ledger comments name the lot as the customer's lists do (`lotName`, decision 054), never by its id.
  lotPaymentComment: (lot: string) => `Оплата: ${lot.charAt(0).toLowerCase()}${lot.slice(1)}`,
  lotSurchargeComment: (lot: string) =>
    `Доплата по новой цене: ${lot.charAt(0).toLowerCase()}${lot.slice(1)}`,
  lotRefundComment: (lot: string) => `Возврат: ${lot.charAt(0).toLowerCase()}${lot.slice(1)}`,
  lotDifferenceRefundComment: (lot: string) =>
    `Возврат разницы в цене: ${lot.charAt(0).toLowerCase()}${lot.slice(1)}`,
  // The buyer's desk.
  taken: 'Лот взят в работу',
  priceRaised: 'Новая цена отправлена клиенту на согласование',
  priceNotHigher: 'Новая цена не выше оплаченной: отметьте лот выкупленным',
  priceAboveHeld: 'Цена выше оплаченной клиентом: сначала отправьте новую цену на согласование',
  purchased: 'Лот отмечен выкупленным',
  transferred: 'Лот передан в товары',
  trackRequiredForTransfer: 'Укажите китайский трек-номер лота',
  shopOrderRequired: 'Укажите номер заказа в магазине',
  noteRequired: 'Напишите клиенту, почему изменилась цена',
  staffCanceled: 'Лот отменён, оплата возвращена клиенту',
} as const;
