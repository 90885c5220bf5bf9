import { GOOD_TRANSITIONS, PARCEL_TRANSITIONS } from '../parcels/good-parcel-transitions.js';
import { CARGO_STATUS } from '../cargo/cargo.js';
import { GOOD_STATUS } from '../goods/good-statuses.js';
import { PARCEL_STATUS } from '../parcels/parcel-statuses.js';
import { RECIPIENT_STATUS } from '../recipients/recipients.js';
import { TOP_UP_STATUS } from '../finance/finance.js';
import { ORDER_UNIT_STATUS } from '../orders/orders.js';
import { ORDER_UNIT_TRANSITIONS } from '../orders/order-transitions.js';
import { TICKET_TRANSITIONS } from '../helpdesk/ticket-transitions.js';
import { APPROVAL_TRANSITIONS } from '../finance/approvals.js';
import { DELIVERY_TRANSITIONS } from '../notifications/delivery-transitions.js';
import type { Actor, Transition } from '../shared/transition-types.js';

/**
 * Every status change of every entity is a row here: who may do it (`actor`), from which statuses, and the status
 * it leads to (`'same'`: the action changes the object's data or membership but keeps its status). The web asks
 * `allowedActions` which buttons to show; the server's guarded update refuses with 409 what no row allows, and puts
 * the status it read into the UPDATE's WHERE, so an action that raced another one changes nothing. A new row's first
 * status comes from the `…_INITIAL_STATUS` constants below.
 */

const P = PARCEL_STATUS;
const R = RECIPIENT_STATUS;

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
  // A verified notification (or the re-read status) decides; crediting happens in the same transaction. Money that
  // arrives after the top-up expired or was cancelled is still credited: it is on our account (decision 025).
  {
    action: 'succeed',
    actor: 'provider',
    from: [T.CREATED, T.PENDING, T.EXPIRED, T.CANCELED],
    to: T.SUCCEEDED,
  },
  // An invoice paid in part: what arrived is credited and the top-up says so.
  {
    action: 'creditPart',
    actor: 'provider',
    from: [T.CREATED, T.PENDING, T.EXPIRED, T.CANCELED],
    to: T.PARTLY_CREDITED,
  },
  { action: 'fail', actor: 'provider', from: [T.CREATED, T.PENDING], to: T.FAILED },
  // Left unpaid for the provider's lifetime (the provider's page no longer takes the payment).
  { action: 'expire', actor: 'provider', from: [T.CREATED, T.PENDING], to: T.EXPIRED },
  // The customer goes back to the provider's page, or gives the payment up.
  { action: 'resume', actor: 'customer', from: [T.PENDING], to: 'same' },
  { action: 'cancel', actor: 'customer', from: [T.CREATED, T.PENDING], to: T.CANCELED },
  // Staff return a credited top-up to the card; the credit is taken back with a ledger row, and the refund is
  // in processing until the acquirer's answer is known (a timeout or a 5xx is not an answer).
  { action: 'refund', actor: 'staff', from: [T.SUCCEEDED], to: T.REFUND_PENDING },
  { action: 'refundSucceed', actor: 'provider', from: [T.REFUND_PENDING], to: T.REFUNDED },
  // The acquirer definitely refused the refund: the credit is given back with a ledger row, once.
  { action: 'refundRefused', actor: 'provider', from: [T.REFUND_PENDING], to: T.SUCCEEDED },
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
  // A paid cargo that cannot ship (prohibited content, lost at the warehouse): cancelled with the payment
  // refunded in the same transaction and a reason the customer sees. Once shipped, no row allows it.
  { action: 'cancelWithRefund', actor: 'staff', from: [C.READY_FOR_SENT], to: C.CANCELED_REFUNDED },
] as const satisfies readonly Transition[];

export const TRANSITIONS = {
  good: GOOD_TRANSITIONS,
  parcel: PARCEL_TRANSITIONS,
  recipient: RECIPIENT_TRANSITIONS,
  topUp: TOP_UP_TRANSITIONS,
  cargo: CARGO_TRANSITIONS,
  orderUnit: ORDER_UNIT_TRANSITIONS,
  ticket: TICKET_TRANSITIONS,
  approval: APPROVAL_TRANSITIONS,
  delivery: DELIVERY_TRANSITIONS,
} as const;

export type TransitionEntity = keyof typeof TRANSITIONS;
export type ActionOf<E extends TransitionEntity> = (typeof TRANSITIONS)[E][number]['action'];
export type GoodAction = ActionOf<'good'>;
export type ParcelAction = ActionOf<'parcel'>;
export type CargoAction = ActionOf<'cargo'>;
export type RecipientAction = ActionOf<'recipient'>;
export type OrderUnitAction = ActionOf<'orderUnit'>;

/**
 * What a parcel's step does to the goods in it, in the step's transaction: the good's row they move along (`actor`,
 * `action`), whether every good of the parcel must move or the step is refused (`every`), and whether they leave
 * the parcel (`leave`: back on the shelf, keeping their status).
 */
export interface GoodsFollowing {
  readonly actor: Actor;
  readonly action: GoodAction;
  readonly every?: boolean;
  readonly leave?: boolean;
}

/** The goods follow their parcel's steps. The staff rows here are taken only this way, never from the desk's menu. */
export const GOODS_FOLLOW_PARCEL = {
  // Assembling picks them (12/20 → 140); a good not received or with a problem refuses it.
  assemble: { actor: 'staff', action: 'pickForParcel', every: true },
  // Weighing packs them (140 → 130), shipping sends them (130 → 30), delivery delivers them (30 → 160).
  weigh: { actor: 'staff', action: 'packInParcel' },
  ship: { actor: 'staff', action: 'sendWithParcel' },
  deliver: { actor: 'staff', action: 'deliverWithParcel' },
  // A deleted parcel's goods go back on the shelf. (A one-click parcel is cancelled the other way round: the
  // customer withdraws its good, and the parcel goes with it.)
  delete: { actor: 'customer', action: 'removeFromParcel', every: true, leave: true },
  // A paid parcel cancelled with its refund puts them back on the shelf (130 → 20), out of the parcel.
  cancelWithRefund: { actor: 'staff', action: 'returnToShelf', leave: true },
} as const satisfies Partial<Record<ParcelAction, GoodsFollowing>>;
export type ParcelStepMovingGoods = keyof typeof GOODS_FOLLOW_PARCEL;

/** True when the goods of a parcel move with its step `action`. */
export function goodsFollow(action: ParcelAction): action is ParcelStepMovingGoods {
  return Object.hasOwn(GOODS_FOLLOW_PARCEL, action);
}

const FOLLOWING_ACTIONS: readonly GoodAction[] = Object.values<GoodsFollowing>(GOODS_FOLLOW_PARCEL)
  .filter((following) => following.actor === 'staff')
  .map((following) => following.action);
/** Good actions staff may not pick by hand: receiving is scanning a track, the rest follow the parcel. */
const NOT_BY_HAND = (action: GoodAction) => action === 'receive' || FOLLOWING_ACTIONS.includes(action);

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
      !NOT_BY_HAND(row.action),
  )?.action;
}

/** The statuses warehouse staff may set by hand from each status (derived from the table above). */
export const STAFF_GOOD_TRANSITIONS: Record<number, readonly number[]> = (() => {
  const map: Record<number, number[]> = {};
  for (const row of GOOD_TRANSITIONS as readonly Transition<GoodAction>[]) {
    if (row.actor !== 'staff' || NOT_BY_HAND(row.action) || row.to === 'same') continue;
    for (const from of row.from) (map[from] ??= []).push(row.to);
  }
  return map;
})();

/**
 * The status a new row starts in, by the way it is created: a row's first status comes from here as every later
 * one comes from a row of the tables above.
 */
export const GOOD_INITIAL_STATUS = {
  /** Registered by its track: waiting for the warehouse. */
  registered: GOOD_STATUS.WAITING,
  /** The good of a one-click parcel, ready to go with it. */
  oneClick: GOOD_STATUS.READY_GOODS,
  /** Its track was already received as a waif: the good starts on the shelf. */
  alreadyReceived: GOOD_STATUS.ON_STORE,
} as const;

/** A request (10) from the order form or one click, or a virtual parcel (9). */
export const PARCEL_INITIAL_STATUS = { request: P.PARCEL_REQUEST, virtual: P.VIRTUAL } as const;

export const CARGO_INITIAL_STATUS = { request: C.REQUEST } as const;

/** A lot of an order starts new (10); a ready order's lot starts as a ready order (70). */
export const ORDER_UNIT_INITIAL_STATUS = {
  buyout: ORDER_UNIT_STATUS.NEW,
  ready: ORDER_UNIT_STATUS.READY_ORDER,
} as const;

/** A top-up is created before the provider has answered; the provider's answer moves it on. */
export const TOP_UP_INITIAL_STATUS = { created: T.CREATED } as const;

/** A recipient filled in by the customer waits for review; one made for a self-fill link waits to be filled. */
export const RECIPIENT_INITIAL_STATUS = { filled: R.UNDER_REVIEW, byLink: R.NOT_FILLED } as const;
