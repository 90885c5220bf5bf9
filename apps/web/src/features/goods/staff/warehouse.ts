import {
  GOOD_SECTIONS,
  GOOD_STATUS,
  GOOD_STATUSES_NEEDING_REASON,
  STAFF_GOOD_TRANSITIONS,
  staffGoodActionTo,
  statusesAllowing,
  type GoodAction,
} from '@cargo/domain';

const S = GOOD_STATUS;

/** The scan form of «Приёмка»: one track number, the domain's rules. */
export {
  warehouseReceiveSchema as receiveSchema,
  type WarehouseReceiveInput as ReceiveInput,
} from '@cargo/domain';

/** A status the desk may set by hand on a good, as a button. */
export interface DeskStep {
  action: GoodAction;
  statusId: number;
  /** The button's own text (a key of the `goods` catalogue); otherwise the title of the status it leads to. */
  labelKey?: 'steps.shelve' | undefined;
  /** Problems found on the shelf need a reason, which the customer reads. */
  needsReason: boolean;
}

/** Buttons whose action reads better than the title of the status it leads to. */
const ACTION_LABEL: Partial<Record<GoodAction, 'steps.shelve'>> = { shelve: 'steps.shelve' };

/** The desk's status menu for a good: every staff move the domain's transition table allows from its status. */
export function deskSteps(statusId: number): DeskStep[] {
  return (STAFF_GOOD_TRANSITIONS[statusId] ?? []).flatMap((to) => {
    const action = staffGoodActionTo(statusId, to);
    if (!action) return [];
    return [
      {
        action,
        statusId: to,
        labelKey: ACTION_LABEL[action],
        needsReason: GOOD_STATUSES_NEEDING_REASON.includes(to),
      },
    ];
  });
}

const ids = (list: readonly number[]) => list.join(',');
const NEED_REASON: readonly number[] = GOOD_STATUSES_NEEDING_REASON;

/**
 * Status filters of «Товары»: comma lists as the search call takes them ('all': no filter), each named by a key of
 * the `goods` catalogue.
 */
export const STATUS_FILTERS = [
  { value: 'all', labelKey: 'filters.all' },
  {
    value: ids(statusesAllowing('good', 'staff', 'receive').filter((id) => id !== S.WAIF)),
    labelKey: 'filters.expected',
  },
  { value: ids(statusesAllowing('good', 'staff', 'flagMismatch')), labelKey: 'filters.onstore' },
  { value: ids(NEED_REASON), labelKey: 'filters.problem' },
  {
    value: ids(GOOD_SECTIONS.problem.filter((id) => !NEED_REASON.includes(id))),
    labelKey: 'filters.returnToSender',
  },
  { value: ids(GOOD_SECTIONS.returned_goods), labelKey: 'filters.returned' },
  { value: ids([S.WAIF]), labelKey: 'filters.waif' },
] as const;
