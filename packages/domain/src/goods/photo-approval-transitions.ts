import type { Actor } from '../shared/transition-types.js';
import { inSentence } from '../shared/name-text.js';
import { deskGoodName, goodName } from './good-names.js';
import { PHOTO_APPROVAL, type PhotoApproval } from './photo-approval.js';

/**
 * The rows of the customer's answer to the warehouse's photos (`goods.photo_approval`), as the status tables are
 * rows of transitions.ts: who may take the step, from which states (`null`: no approval asked yet), and the state
 * it leads to. The server moves the column only along a row, with the state it read in the UPDATE's WHERE
 * (db/guarded-column-update.ts), so of two racing answers exactly one wins (docs/decisions/033-photo-approval.md).
 */
export interface PhotoApprovalTransition {
  readonly action: PhotoApprovalAction;
  readonly actor: Actor;
  readonly from: readonly (PhotoApproval | null)[];
  readonly to: PhotoApproval;
}

export type PhotoApprovalAction = 'awaitApproval' | 'approvePhotos' | 'requestReturn';

const A = PHOTO_APPROVAL;

export const PHOTO_APPROVAL_TRANSITIONS = [
  // The warehouse uploads the first photo of a good ordered with the photo report, while it sits on the shelf.
  { action: 'awaitApproval', actor: 'staff', from: [null], to: A.PENDING },
  // The customer answers once: the good may go into a parcel, or it goes back to the seller (good row `return`).
  { action: 'approvePhotos', actor: 'customer', from: [A.PENDING], to: A.APPROVED },
  { action: 'requestReturn', actor: 'customer', from: [A.PENDING], to: A.RETURN_REQUESTED },
] as const satisfies readonly PhotoApprovalTransition[];

/** The state after `action` from `state`, or undefined when no row allows it. */
export function photoApprovalAfter(
  actor: Actor,
  action: PhotoApprovalAction,
  state: PhotoApproval | null,
): PhotoApproval | undefined {
  return (PHOTO_APPROVAL_TRANSITIONS as readonly PhotoApprovalTransition[]).find(
    (row) => row.actor === actor && row.action === action && row.from.includes(state),
  )?.to;
}

/** The customer's answers allowed from `state`: the buttons the good's card shows. */
export function photoApprovalActions(state: PhotoApproval | null): PhotoApprovalAction[] {
  return (PHOTO_APPROVAL_TRANSITIONS as readonly PhotoApprovalTransition[])
    .filter((row) => row.actor === 'customer' && row.from.includes(state))
    .map((row) => row.action);
}

/** States in which the good waits for the customer or goes back: it cannot go into a parcel nor be assembled. */
export const PHOTO_APPROVAL_BLOCKING: readonly PhotoApproval[] = [A.PENDING, A.RETURN_REQUESTED];

/** How the cabinet and the desk name each state. */
export const PHOTO_APPROVAL_TITLE: Record<PhotoApproval, string> = {
  PENDING: 'Фото ждут вашего решения',
  APPROVED: 'Фото одобрены',
  RETURN_REQUESTED: 'Запрошен возврат',
};

interface NamedGood {
  id: number;
  description: string;
}
/** The customer's words name the goods as their lists do (decision 054); the desk's add the number staff search by. */
const namesOf = (goods: readonly NamedGood[]) => goods.map((good) => inSentence(goodName(good))).join(', ');
const deskNamesOf = (goods: readonly NamedGood[]) =>
  goods.map((good) => inSentence(deskGoodName(good))).join(', ');

/** The same states as the warehouse desk names them. */
export const PHOTO_APPROVAL_DESK_TITLE: Record<PhotoApproval, string> = {
  PENDING: 'Фото ждут решения клиента',
  APPROVED: 'Клиент одобрил фото',
  RETURN_REQUESTED: 'Клиент запросил возврат',
};

export const PHOTO_APPROVAL_MESSAGES = {
  approved: 'Фото одобрены: товар можно добавить в посылку',
  returnRequested: 'Возврат продавцу запрошен',
  approveRefused: 'Одобрить можно только фото, которые ждут вашего решения',
  returnRefused: 'Запросить возврат можно только по фото, которые ждут вашего решения',
  /** The good's status does not allow a return (e.g. it is already being assembled). */
  returnNotAllowed: 'Этот товар уже нельзя вернуть продавцу',
  returnFromParcel: (parcelId: number) =>
    `Товар лежит в посылке № ${parcelId}: уберите его из посылки, затем запросите возврат`,
  confirmReturn: 'Товар будет отправлен обратно продавцу. Продолжить?',
  /** A good (or a parcel holding one) whose photos wait for the customer's answer or which goes back. */
  blocked: (goods: readonly NamedGood[]) =>
    `Фото ждут вашего решения: ${namesOf(goods)}. Одобрите их или запросите возврат, прежде чем товар поедет в посылке`,
  /** The same refusal on the warehouse desk. */
  blockedAtDesk: (goods: readonly NamedGood[]) =>
    `Клиент ещё не одобрил фото: ${deskNamesOf(goods)}. Посылку нельзя собирать`,
  /** The customer's notification when the photos are uploaded. */
  /** `good`: the good's one name (object-names.ts). */
  uploadedNotice: (good: string) =>
    `Склад загрузил фото: ${inSentence(good)}. Одобрите их или запросите возврат продавцу.`,
} as const;
