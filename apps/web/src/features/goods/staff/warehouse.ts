import {
  GOOD_SECTION_TITLE,
  GOOD_SECTIONS,
  GOOD_STATUS,
  GOOD_STATUS_TITLE,
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
  label: string;
  /** Problems found on the shelf need a reason, which the customer reads. */
  needsReason: boolean;
}

/** Buttons whose action reads better than the title of the status it leads to. */
const ACTION_LABEL: Partial<Record<GoodAction, string>> = { shelve: 'На полку' };

/** The desk's status menu for a good: every staff move the domain's transition table allows from its status. */
export function deskSteps(statusId: number): DeskStep[] {
  return (STAFF_GOOD_TRANSITIONS[statusId] ?? []).flatMap((to) => {
    const action = staffGoodActionTo(statusId, to);
    if (!action) return [];
    return [
      {
        action,
        statusId: to,
        label: ACTION_LABEL[action] ?? GOOD_STATUS_TITLE[to] ?? String(to),
        needsReason: GOOD_STATUSES_NEEDING_REASON.includes(to),
      },
    ];
  });
}

const ids = (list: readonly number[]) => list.join(',');
const NEED_REASON: readonly number[] = GOOD_STATUSES_NEEDING_REASON;

/** Status filters of «Товары»: comma lists as the search call takes them ('all': no filter). */
export const STATUS_FILTERS = [
  { value: 'all', label: 'Все статусы' },
  {
    value: ids(statusesAllowing('good', 'staff', 'receive').filter((id) => id !== S.WAIF)),
    label: 'Ожидаются складом',
  },
  { value: ids(statusesAllowing('good', 'staff', 'flagMismatch')), label: GOOD_SECTION_TITLE.onstore },
  { value: ids(NEED_REASON), label: GOOD_SECTION_TITLE.problem },
  {
    value: ids(GOOD_SECTIONS.problem.filter((id) => !NEED_REASON.includes(id))),
    label: GOOD_STATUS_TITLE[S.RETURN_TO_SENDER]!,
  },
  { value: ids(GOOD_SECTIONS.returned_goods), label: GOOD_SECTION_TITLE.returned_goods },
  { value: ids([S.WAIF]), label: GOOD_SECTION_TITLE.waif },
];
