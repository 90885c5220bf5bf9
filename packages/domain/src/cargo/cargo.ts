import { z } from 'zod';
import { FIELD_MESSAGES } from '../shared/field-messages.js';
import { hasAtMostDecimals, NUMBER_FIELDS, type NumberFieldRule } from '../shared/number-fields.js';
import {
  descriptionField,
  nameOrCommentField,
  optionalTrackNumberField,
  outgoingTrackField,
  reasonField,
  TEXT_MESSAGES,
} from '../shared/free-text-fields.js';

/**
 * Cargo (bulk freight): statuses, messages and request schemas. A cargo is a customer's consignment the warehouse
 * receives, weighs and prices (`cargo-pricing.ts`), the customer pays from the ruble balance, and the warehouse
 * ships with an outgoing track. Transitions: `CARGO_TRANSITIONS` in transitions.ts. Decision: 015-cargo.md.
 */

export const CARGO_MESSAGES = {
  created: (id: number) => `Карго ${id} успешно создана`,
  canceled: (id: number) => `Карго ${id} отменена`,
  paid: (id: number) => `Карго ${id} успешно оплачена`,
  shipped: (id: number) => `Карго ${id} отправлена`,
  weighed: (id: number) => `Карго ${id} взвешена, стоимость рассчитана`,
  notFound: 'Карго не найдена',
  nameRequired: 'Введите название карго',
  nameTooLong: TEXT_MESSAGES.nameOrComment,
  placesRequired: 'Укажите количество мест',
  placesPositive: FIELD_MESSAGES.placesPositive,
  received: 'Груз успешно принят',
  priced: 'Стоимость карго рассчитана',
  notAllowed: 'Действие недоступно в текущем статусе карго',
  notAwaitingPayment: 'Карго не ожидает оплаты',
  cancelFailed: 'Отменить можно только заявку, которую склад ещё не принял',
  weightRequired: 'Введите вес',
  volumeRequired: 'Введите объём',
  weightDecimals: 'Вес — не более трёх знаков после запятой',
  volumeDecimals: 'Объём — не более трёх знаков после запятой',
  trackRequired: TEXT_MESSAGES.outgoingTrackRequired,
  reasonRequired: TEXT_MESSAGES.reasonRequired,
  cancelWithRefundNotAllowed: 'Отменить с возвратом можно только оплаченную карго, которая ещё не отправлена',
  nothingToRefund: 'Оплата карго не найдена: вернуть нечего',
  canceledWithRefund: (id: number, amount: string) =>
    `Карго ${id} отменена, ${amount} возвращены на баланс клиента`,
  /** Ledger comments: `cargo` is the cargo's one name (object-names.ts, decision 054). */
  paymentComment: (cargo: string) => `Оплата: ${cargo.charAt(0).toLowerCase()}${cargo.slice(1)}`,
  refundComment: (cargo: string) => `Возврат оплаты: ${cargo.charAt(0).toLowerCase()}${cargo.slice(1)}`,
} as const;

/** Cargo statuses: a request, received at the warehouse, weighed and priced, paid, sent, cancelled. */
export const CARGO_STATUS = {
  REQUEST: 10,
  RECEIVED: 20,
  AWAITING_PAYMENT: 33,
  READY_FOR_SENT: 40,
  SENT: 50,
  CANCELED: 100,
  /** A paid cargo the warehouse cancelled with the payment refunded (the parcels' id for the same outcome). */
  CANCELED_REFUNDED: 800,
} as const;

/** Every cargo status, in the order of its life (the desk's filter, the transition sweep). */
export const CARGO_STATUS_IDS: readonly number[] = Object.values(CARGO_STATUS);

export const CARGO_STATUS_TITLE: Record<number, string> = {
  10: 'Заявка',
  20: 'Принята на складе',
  33: 'Ожидает оплаты',
  40: 'Готова к отправке',
  50: 'Отправлена',
  100: 'Отменена',
  800: 'Отменена, оплата возвращена',
};

/** `POST /api/cargo`: a cargo request. */
export const cargoCreateSchema = z.object({
  name: nameOrCommentField(CARGO_MESSAGES.nameRequired),
  description: descriptionField.optional(),
  /** The Chinese track it arrives with: the goods' track rule (15 Latin letters and digits), or empty. */
  incomingDeclaration: optionalTrackNumberField.optional(),
  /** A whole number of places above 0: «-5» or «2,5» is refused, never rounded or clamped. */
  placesCount: z
    .number({ error: CARGO_MESSAGES.placesRequired })
    .int(CARGO_MESSAGES.placesPositive)
    .min(1, CARGO_MESSAGES.placesPositive)
    .max(NUMBER_FIELDS.places.max, NUMBER_FIELDS.places.maxMessage),
});
export type CargoCreateInput = z.input<typeof cargoCreateSchema>;

const measure = (required: string, decimals: string, limit: NumberFieldRule) =>
  z
    .number({ error: required })
    .positive(required)
    .max(limit.max, limit.maxMessage)
    .refine((value) => hasAtMostDecimals(value, limit.decimals), decimals);

/** Staff weigh a cargo: weight (kg, grams precision) and volume (m³, litres precision); the price follows. */
export const staffCargoWeighSchema = z.object({
  weightKg: measure(
    CARGO_MESSAGES.weightRequired,
    CARGO_MESSAGES.weightDecimals,
    NUMBER_FIELDS.cargoWeightKg,
  ),
  volumeM3: measure(CARGO_MESSAGES.volumeRequired, CARGO_MESSAGES.volumeDecimals, NUMBER_FIELDS.volumeM3),
});
export type StaffCargoWeighInput = z.input<typeof staffCargoWeighSchema>;

/** Staff ship a paid cargo (40 → 50) with its outgoing track. */
export const staffCargoShipSchema = z.object({
  outgoingDeclaration: outgoingTrackField,
});
export type StaffCargoShipInput = z.input<typeof staffCargoShipSchema>;

/** Staff cancel a cargo they have not shipped (e.g. the goods never arrived), with a reason the customer sees. */
export const staffCargoCancelSchema = z.object({
  reason: reasonField(CARGO_MESSAGES.reasonRequired),
});
export type StaffCargoCancelInput = z.input<typeof staffCargoCancelSchema>;
