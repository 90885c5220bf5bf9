import { GOOD_STATUS } from '../goods/good-statuses.js';
import { PARCEL_STATUS } from './parcel-statuses.js';
import type { Transition } from '../shared/transition-types.js';

/** The goods' and the parcels' rows of the transition tables (the rules are described in transitions.ts). */
const S = GOOD_STATUS;
const P = PARCEL_STATUS;

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
  // Goods follow their parcel through the warehouse desk, moved in the same transaction as the parcel's step
  // (GOODS_FOLLOW_PARCEL below): picked when it is assembled, packed when it is weighed, sent, delivered.
  { action: 'pickForParcel', actor: 'staff', from: [S.RECEIVED, S.ON_STORE], to: S.ON_PICKING },
  { action: 'packInParcel', actor: 'staff', from: [S.ON_PICKING], to: S.IN_PARCEL },
  { action: 'sendWithParcel', actor: 'staff', from: [S.IN_PARCEL], to: S.SENT },
  { action: 'deliverWithParcel', actor: 'staff', from: [S.SENT], to: S.DELIVERED },
  // A paid parcel cancelled with its refund: its packed goods go back on the shelf.
  { action: 'returnToShelf', actor: 'staff', from: [S.IN_PARCEL], to: S.ON_STORE },
] as const satisfies readonly Transition[];

/** Statuses of goods the warehouse has not received yet: a parcel holding one is not assembled. */
export const GOODS_NOT_RECEIVED: readonly number[] = EXPECTED_GOODS;

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
  // A one-click parcel goes to the assembly queue by itself: the warehouse's scan of its last expected good moves
  // it, in the scan's transaction (the form promised it; no customer step follows the form).
  { action: 'sendOnAssemblyOnReceipt', actor: 'staff', from: [P.PARCEL_REQUEST], to: P.READY_TO_PROCESS },
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
  // A paid parcel that cannot ship (prohibited content, lost at the warehouse): cancelled with the payment refunded
  // in the same transaction and a reason the customer sees; its goods go back on the shelf. Shipped: no row.
  { action: 'cancelWithRefund', actor: 'staff', from: [P.READY_FOR_SENT], to: P.CANCELED_REFUNDED },
] as const satisfies readonly Transition[];
