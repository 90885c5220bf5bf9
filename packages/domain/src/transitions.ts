import { GOOD_STATUS } from './goods.js';
import { CARGO_STATUS } from './cargo.js';
import { PARCEL_STATUS } from './parcels.js';
import { RECIPIENT_STATUS } from './recipients.js';
import { TOP_UP_STATUS } from './finance.js';

/**
 * Every status change of every entity is a row here: who may do it (`actor`), from which statuses, and the status
 * it leads to (`'same'`: the action changes the object's data or membership but keeps its status). The web asks
 * `allowedActions` which buttons to show; the server's guarded update refuses with 409 what no row allows, and puts
 * the status it read into the UPDATE's WHERE, so an action that raced another one changes nothing.
 */
/** `provider`: a payment provider's verified notification. */
export type Actor = 'customer' | 'staff' | 'provider';

export interface Transition<A extends string = string> {
  readonly action: A;
  readonly actor: Actor;
  readonly from: readonly number[];
  readonly to: number | 'same';
}

const S = GOOD_STATUS;
const P = PARCEL_STATUS;
const R = RECIPIENT_STATUS;

/** Statuses of goods the warehouse has not received yet. */
const EXPECTED_GOODS = [S.GOODS_REQUEST, S.READY_GOODS, S.WAITING, S.WAIF] as const;

export const GOOD_TRANSITIONS = [
  // The customer edits a good's data until it leaves the warehouse; editing a waif makes it an ordinary
  // expected good (13 → 10).
  {
    action: 'edit',
    actor: 'customer',
    from: [S.GOODS_REQUEST, S.READY_GOODS, S.WAITING, S.RECEIVED, S.ON_STORE],
    to: 'same',
  },
  { action: 'edit', actor: 'customer', from: [S.WAIF], to: S.WAITING },
  // A one-click good is edited together with its parcel while both are still open.
  { action: 'editReady', actor: 'customer', from: [S.READY_GOODS, S.WAITING, S.ON_STORE], to: 'same' },
  // Withdrawing a good the warehouse has not received sends it to the archive.
  { action: 'delete', actor: 'customer', from: EXPECTED_GOODS, to: S.CANCELED },
  { action: 'deleteReady', actor: 'customer', from: [S.READY_GOODS, S.WAITING], to: S.CANCELED },
  // A flagged (11) or uncertain (150) good can be accepted as it is: it goes on the shelf.
  {
    action: 'accept',
    actor: 'customer',
    from: [S.DOES_NOT_MEET_REQUIREMENTS, S.UNCERTAIN_PRODUCT],
    to: S.ON_STORE,
  },
  // The customer may send back what the warehouse holds, a flagged good, or one whose return was cancelled.
  {
    action: 'return',
    actor: 'customer',
    from: [
      S.DOES_NOT_MEET_REQUIREMENTS,
      S.RECEIVED,
      S.ON_STORE,
      S.CANCELLATION_OF_RETURN,
      S.UNCERTAIN_PRODUCT,
    ],
    to: S.RETURN_TO_SENDER,
  },
  // Goods join or leave an open parcel without changing status.
  {
    action: 'addToParcel',
    actor: 'customer',
    from: [S.READY_GOODS, S.WAITING, S.RECEIVED, S.ON_STORE],
    to: 'same',
  },
  // The warehouse may flag a good while it sits in an open parcel: the customer must still be able to take it out.
  {
    action: 'removeFromParcel',
    actor: 'customer',
    from: [
      S.READY_GOODS,
      S.WAITING,
      S.RECEIVED,
      S.ON_STORE,
      S.DOES_NOT_MEET_REQUIREMENTS,
      S.NO_GOODS,
      S.UNCERTAIN_PRODUCT,
    ],
    to: 'same',
  },
  // The warehouse scans an arriving track: expected goods go on the shelf.
  { action: 'receive', actor: 'staff', from: EXPECTED_GOODS, to: S.ON_STORE },
  { action: 'shelve', actor: 'staff', from: [S.RECEIVED, S.CANCELLATION_OF_RETURN], to: S.ON_STORE },
  // Problems found on a good the warehouse holds; the customer sees the reason.
  {
    action: 'flagMismatch',
    actor: 'staff',
    from: [S.RECEIVED, S.ON_STORE],
    to: S.DOES_NOT_MEET_REQUIREMENTS,
  },
  { action: 'flagMissing', actor: 'staff', from: [S.RECEIVED, S.ON_STORE], to: S.NO_GOODS },
  // The return-to-sender chain 110 → 111 → 115 → 120, with 112, 113 and 114 between.
  {
    action: 'awaitReturn',
    actor: 'staff',
    from: [S.RETURN_TO_SENDER, S.RETURN_IS_OVERDUE, S.CHANGE_DATA],
    to: S.AWAITING_RETURN,
  },
  { action: 'returnOverdue', actor: 'staff', from: [S.AWAITING_RETURN], to: S.RETURN_IS_OVERDUE },
  { action: 'returnNeedsData', actor: 'staff', from: [S.AWAITING_RETURN], to: S.CHANGE_DATA },
  {
    action: 'cancelReturn',
    actor: 'staff',
    from: [S.RETURN_TO_SENDER, S.AWAITING_RETURN, S.RETURN_IS_OVERDUE, S.CHANGE_DATA],
    to: S.CANCELLATION_OF_RETURN,
  },
  { action: 'handToCourier', actor: 'staff', from: [S.AWAITING_RETURN], to: S.HANDED_OVER_TO_THE_COURIER },
  { action: 'returned', actor: 'staff', from: [S.HANDED_OVER_TO_THE_COURIER], to: S.RETURNED_TO_SENDER },
] as const satisfies readonly Transition[];

export const PARCEL_TRANSITIONS = [
  // Goods are added to or removed from a parcel, and its data changed, only before it goes to assembly.
  { action: 'changeGoods', actor: 'customer', from: [P.VIRTUAL, P.PARCEL_REQUEST], to: 'same' },
  { action: 'editData', actor: 'customer', from: [P.PARCEL_REQUEST], to: 'same' },
  // Withdrawing a one-click good cancels its parcel while it is still a request.
  { action: 'cancel', actor: 'customer', from: [P.PARCEL_REQUEST], to: P.CANCELED },
  // A virtual parcel gets its data and becomes a request.
  { action: 'makeReal', actor: 'customer', from: [P.VIRTUAL], to: P.PARCEL_REQUEST },
  // An in-work parcel not yet at the warehouse's desk is deleted (its goods go back on the shelf).
  { action: 'delete', actor: 'customer', from: [P.VIRTUAL, P.PARCEL_REQUEST], to: P.CANCELED },
  { action: 'sendOnAssembly', actor: 'customer', from: [P.PARCEL_REQUEST], to: P.READY_TO_PROCESS },
  // Paying debits the price in the same transaction.
  { action: 'pay', actor: 'customer', from: [P.AWAITING_PAYMENT], to: P.READY_FOR_SENT },
  // Parcels archived by setting status id: a cancelled one to 102, a delivered one to 950.
  { action: 'archive', actor: 'customer', from: [P.CANCELED], to: P.CANCELED_ARCHIVED },
  { action: 'archive', actor: 'customer', from: [P.DELIVERED], to: P.ARCHIVE },
  // The warehouse desk.
  { action: 'assemble', actor: 'staff', from: [P.READY_TO_PROCESS], to: P.ON_ASSEMBLY },
  { action: 'startWeighing', actor: 'staff', from: [P.ON_ASSEMBLY], to: P.ON_WEIGHING },
  // Weighing writes the measures and the price computed by `priceParcel`.
  { action: 'weigh', actor: 'staff', from: [P.ON_ASSEMBLY, P.ON_WEIGHING], to: P.AWAITING_PAYMENT },
  // A parcel is never shipped unpaid: only 40 ships.
  { action: 'ship', actor: 'staff', from: [P.READY_FOR_SENT], to: P.SENT },
  { action: 'flyOut', actor: 'staff', from: [P.SENT], to: P.FLEW_OUT_FROM_CHINA },
  { action: 'arriveCustoms', actor: 'staff', from: [P.FLEW_OUT_FROM_CHINA], to: P.IN_CUSTOMS },
  { action: 'stopInCustoms', actor: 'staff', from: [P.IN_CUSTOMS], to: P.STOPPED_IN_CUSTOMS },
  { action: 'releaseFromCustoms', actor: 'staff', from: [P.STOPPED_IN_CUSTOMS], to: P.IN_CUSTOMS },
  { action: 'arriveMoscow', actor: 'staff', from: [P.IN_CUSTOMS], to: P.IN_MOSCOW },
  { action: 'passToDelivery', actor: 'staff', from: [P.IN_MOSCOW], to: P.PASSED_TO_DELIVERY_IN_RUSSIA },
  // Delivery problems (category 14) with a reason the customer sees, and back to delivery once solved.
  {
    action: 'deliveryNoContact',
    actor: 'staff',
    from: [P.PASSED_TO_DELIVERY_IN_RUSSIA],
    to: P.DELIVERY_NO_CONTACT,
  },
  {
    action: 'deliveryWrongAddress',
    actor: 'staff',
    from: [P.PASSED_TO_DELIVERY_IN_RUSSIA],
    to: P.DELIVERY_WRONG_ADDRESS,
  },
  {
    action: 'deliveryStorageExpiring',
    actor: 'staff',
    from: [P.PASSED_TO_DELIVERY_IN_RUSSIA],
    to: P.DELIVERY_STORAGE_EXPIRING,
  },
  {
    action: 'resolveDeliveryProblem',
    actor: 'staff',
    from: [P.DELIVERY_NO_CONTACT, P.DELIVERY_WRONG_ADDRESS, P.DELIVERY_STORAGE_EXPIRING],
    to: P.PASSED_TO_DELIVERY_IN_RUSSIA,
  },
  { action: 'deliver', actor: 'staff', from: [P.PASSED_TO_DELIVERY_IN_RUSSIA], to: P.DELIVERED },
] as const satisfies readonly Transition[];

export const RECIPIENT_TRANSITIONS = [
  // Edited data is checked again, whatever the status was.
  { action: 'edit', actor: 'customer', from: [R.UNDER_REVIEW, R.CONFIRMED, R.CANCELED], to: R.UNDER_REVIEW },
  // The recipient fills in a link-recipient through the self-fill link.
  { action: 'selfFill', actor: 'customer', from: [R.NOT_FILLED], to: R.UNDER_REVIEW },
  { action: 'confirm', actor: 'staff', from: [R.UNDER_REVIEW], to: R.CONFIRMED },
  { action: 'cancel', actor: 'staff', from: [R.UNDER_REVIEW], to: R.CANCELED },
] as const satisfies readonly Transition[];

const T = TOP_UP_STATUS;
export const TOP_UP_TRANSITIONS = [
  // The provider accepted the payment and the customer is on its page.
  { action: 'open', actor: 'provider', from: [T.CREATED], to: T.PENDING },
  // A verified notification (or the re-read status) decides; crediting happens in the same transaction.
  { action: 'succeed', actor: 'provider', from: [T.CREATED, T.PENDING], to: T.SUCCEEDED },
  { action: 'fail', actor: 'provider', from: [T.CREATED, T.PENDING], to: T.FAILED },
  // Staff return a credited top-up to the card; the credit is taken back with a ledger row.
  { action: 'refund', actor: 'staff', from: [T.SUCCEEDED], to: T.REFUNDED },
  // The acquirer refused the refund: the credit is given back with a ledger row and the top-up is credited again.
  { action: 'refundRefused', actor: 'provider', from: [T.REFUNDED], to: T.SUCCEEDED },
] as const satisfies readonly Transition[];

const C = CARGO_STATUS;
export const CARGO_TRANSITIONS = [
  { action: 'cancel', actor: 'customer', from: [C.REQUEST], to: C.CANCELED },
  // The warehouse receives a cargo, weighs it and prices it (→ awaiting payment), then ships a paid one.
  { action: 'receive', actor: 'staff', from: [C.REQUEST], to: C.RECEIVED },
  { action: 'weigh', actor: 'staff', from: [C.RECEIVED], to: C.AWAITING_PAYMENT },
  { action: 'pay', actor: 'customer', from: [C.AWAITING_PAYMENT], to: C.READY_FOR_SENT },
  { action: 'ship', actor: 'staff', from: [C.READY_FOR_SENT], to: C.SENT },
  // The warehouse calls off a cargo it has not been paid for (never arrived, refused), with a reason.
  { action: 'cancel', actor: 'staff', from: [C.REQUEST, C.RECEIVED, C.AWAITING_PAYMENT], to: C.CANCELED },
] as const satisfies readonly Transition[];

export const TRANSITIONS = {
  good: GOOD_TRANSITIONS,
  parcel: PARCEL_TRANSITIONS,
  recipient: RECIPIENT_TRANSITIONS,
  topUp: TOP_UP_TRANSITIONS,
  cargo: CARGO_TRANSITIONS,
} as const;

export type TransitionEntity = keyof typeof TRANSITIONS;
export type ActionOf<E extends TransitionEntity> = (typeof TRANSITIONS)[E][number]['action'];
export type GoodAction = ActionOf<'good'>;
export type ParcelAction = ActionOf<'parcel'>;
export type CargoAction = ActionOf<'cargo'>;
export type RecipientAction = ActionOf<'recipient'>;

/** The row that lets `actor` do `action` to an object in `statusId`, or undefined when none does. */
export function findTransition<E extends TransitionEntity>(
  entity: E,
  actor: Actor,
  action: ActionOf<E>,
  statusId: number,
): Transition<ActionOf<E>> | undefined {
  const rows = TRANSITIONS[entity] as readonly Transition<ActionOf<E>>[];
  return rows.find((row) => row.actor === actor && row.action === action && row.from.includes(statusId));
}

/** True when some row lets `actor` do `action` from `statusId`. */
export function canDo<E extends TransitionEntity>(
  entity: E,
  actor: Actor,
  action: ActionOf<E>,
  statusId: number,
): boolean {
  return findTransition(entity, actor, action, statusId) !== undefined;
}

/** The actions `actor` may take on an object in `statusId`: the buttons the web shows. */
export function allowedActions<E extends TransitionEntity>(
  entity: E,
  actor: Actor,
  statusId: number,
): Array<ActionOf<E>> {
  const rows = TRANSITIONS[entity] as readonly Transition<ActionOf<E>>[];
  return [
    ...new Set(rows.filter((row) => row.actor === actor && row.from.includes(statusId)).map((r) => r.action)),
  ];
}

/** Every status from which `actor` may do `action` (for list filters such as "goods that may go into a parcel"). */
export function statusesAllowing<E extends TransitionEntity>(
  entity: E,
  actor: Actor,
  action: ActionOf<E>,
): number[] {
  const rows = TRANSITIONS[entity] as readonly Transition<ActionOf<E>>[];
  return [...new Set(rows.filter((r) => r.actor === actor && r.action === action).flatMap((r) => r.from))];
}

/** The status after `action` from `statusId` (the same status for `'same'` rows), or undefined when not allowed. */
export function statusAfter<E extends TransitionEntity>(
  entity: E,
  actor: Actor,
  action: ActionOf<E>,
  statusId: number,
): number | undefined {
  const row = findTransition(entity, actor, action, statusId);
  if (!row) return undefined;
  return row.to === 'same' ? statusId : row.to;
}

/** The staff action that moves a good from `statusId` to `targetStatusId` (the desk's status menu), if any. */
export function staffGoodActionTo(statusId: number, targetStatusId: number): GoodAction | undefined {
  return (GOOD_TRANSITIONS as readonly Transition<GoodAction>[]).find(
    (row) =>
      row.actor === 'staff' &&
      row.to === targetStatusId &&
      row.from.includes(statusId) &&
      row.action !== 'receive',
  )?.action;
}

/** The statuses warehouse staff may set by hand from each status (derived from the table above). */
export const STAFF_GOOD_TRANSITIONS: Record<number, readonly number[]> = (() => {
  const map: Record<number, number[]> = {};
  for (const row of GOOD_TRANSITIONS as readonly Transition<GoodAction>[]) {
    if (row.actor !== 'staff' || row.action === 'receive' || row.to === 'same') continue;
    for (const from of row.from) (map[from] ??= []).push(row.to);
  }
  return map;
})();

/** Statuses of the delivery problems (category 14) a parcel in delivery may fall into and come back from. */
export const PARCEL_DELIVERY_PROBLEMS = [
  P.DELIVERY_NO_CONTACT,
  P.DELIVERY_WRONG_ADDRESS,
  P.DELIVERY_STORAGE_EXPIRING,
] as const;

/** The status a new parcel starts in: a request (10) from the order form or one click, or a virtual parcel (9). */
export const PARCEL_INITIAL_STATUS = { request: P.PARCEL_REQUEST, virtual: P.VIRTUAL } as const;

/** The staff action that moves a parcel from `statusId` to `targetStatusId` (the desk's status menu), if any. */
export function staffParcelActionTo(statusId: number, targetStatusId: number): ParcelAction | undefined {
  return (PARCEL_TRANSITIONS as readonly Transition<ParcelAction>[]).find(
    (row) => row.actor === 'staff' && row.to === targetStatusId && row.from.includes(statusId),
  )?.action;
}

/** The statuses warehouse staff may set on a parcel from each status (derived from the table above). */
export const STAFF_PARCEL_TRANSITIONS: Record<number, readonly number[]> = (() => {
  const map: Record<number, number[]> = {};
  for (const row of PARCEL_TRANSITIONS as readonly Transition<ParcelAction>[]) {
    if (row.actor !== 'staff' || row.to === 'same') continue;
    for (const from of row.from) (map[from] ??= []).push(row.to);
  }
  return map;
})();
